import { describe, expect, it } from 'vitest'
import {
  AUTH_MESSAGES,
  fetchErrorMessage,
  newPasswordSchema,
  signInSchema,
  throttledMessage,
} from './auth.schema.ts'
import { emptySignUpForm, signUpProfile, signUpSchema } from './sign-up.schema.ts'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('password rules', () => {
  it.each([
    ['', AUTH_MESSAGES.passwordLength],
    ['Ab1!', AUTH_MESSAGES.passwordLength],
    ['ABCDEFG1!', AUTH_MESSAGES.passwordLower],
    ['abcdefg1!', AUTH_MESSAGES.passwordUpper],
    ['Abcdefgh!', AUTH_MESSAGES.passwordNumber],
    ['Abcdefgh1', AUTH_MESSAGES.passwordSpecial],
  ])('refuses %j with "%s"', (password, message) => {
    expect(messages(newPasswordSchema.safeParse(password))).toContain(message)
  })

  it('accepts a password meeting every rule, incl. a space or unicode as the special character', () => {
    for (const password of ['Abcdefg1!', 'Abcdefg1 ', 'Abcdefg1é']) {
      expect(newPasswordSchema.safeParse(password).success).toBe(true)
    }
  })

  it('lists every broken rule at once', () => {
    expect(messages(newPasswordSchema.safeParse('abc'))).toEqual([
      AUTH_MESSAGES.passwordLength,
      AUTH_MESSAGES.passwordUpper,
      AUTH_MESSAGES.passwordNumber,
      AUTH_MESSAGES.passwordSpecial,
    ])
  })
})

describe('sign-in and sign-up forms', () => {
  it('requires email and password on sign-in with their texts', () => {
    expect(messages(signInSchema.safeParse({ email: ' ', password: '' }))).toEqual([
      AUTH_MESSAGES.emailRequired,
      AUTH_MESSAGES.passwordRequired,
    ])
  })

  const valid = {
    ...emptySignUpForm,
    name: 'Ada',
    email: 'ada@example.com',
    password: 'Str0ng!pass',
    acceptedTos: true,
  }

  it('needs name, a valid email, the password rules and the Terms of Service', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true)
    expect(messages(signUpSchema.safeParse({ ...emptySignUpForm }))).toEqual([
      AUTH_MESSAGES.nameRequired,
      AUTH_MESSAGES.invalidEmail,
      AUTH_MESSAGES.passwordLength,
      AUTH_MESSAGES.passwordLower,
      AUTH_MESSAGES.passwordUpper,
      AUTH_MESSAGES.passwordNumber,
      AUTH_MESSAGES.passwordSpecial,
      AUTH_MESSAGES.acceptTos,
    ])
  })

  it('a name of nothing that shows is required, and keeps no line breaks', () => {
    expect(messages(signUpSchema.safeParse({ ...valid, name: '\u200b\u0000' }))).toEqual([
      AUTH_MESSAGES.nameRequired,
    ])
    expect(signUpSchema.parse({ ...valid, name: 'Ada\r\nLovelace' }).name).toBe('Ada Lovelace')
  })

  it('refuses options that are not on the lists', () => {
    expect(signUpSchema.safeParse({ ...valid, language: 'COBOL' }).success).toBe(false)
    expect(signUpSchema.safeParse({ ...valid, referral: 'Myspace' }).success).toBe(false)
    expect(signUpSchema.safeParse({ ...valid, tools: ['Convert', 'Teleport'] }).success).toBe(false)
  })
})

describe('sign-up profile payload', () => {
  const form = {
    ...emptySignUpForm,
    name: '  Ada Lovelace ',
    email: 'ada@example.com',
    password: 'Str0ng!pass',
    acceptedTos: true,
  }

  it('maps the form to full_name, discovery, primaryLanguage, problemStatement, toolkitInterest', () => {
    expect(
      signUpProfile({
        ...form,
        language: 'Python',
        referral: 'Google',
        tools: ['Convert', 'Secure'],
        problems: ' OCR ',
      }),
    ).toEqual({
      full_name: 'Ada Lovelace',
      discovery: 'Google',
      primaryLanguage: 'Python',
      problemStatement: 'OCR',
      toolkitInterest: 'Convert;Secure',
    })
  })

  it('uses the other text when Other is chosen and given, else the choice; no tools is empty', () => {
    expect(
      signUpProfile({
        ...form,
        language: 'Other',
        languageOther: 'Elixir',
        referral: 'Other',
        referralOther: '',
      }),
    ).toMatchObject({ primaryLanguage: 'Elixir', discovery: 'Other', toolkitInterest: '' })
    expect(signUpProfile({ ...form, language: 'Go', languageOther: 'ignored' }).primaryLanguage).toBe('Go')
  })
})

describe('messages', () => {
  it('formats fetch errors and throttles', () => {
    expect(fetchErrorMessage('Network error')).toBe(
      'Network error. If this issue persists, contact us for support.',
    )
    expect(fetchErrorMessage('Failed.')).toBe('Failed. If this issue persists, contact us for support.')
    expect(throttledMessage(61_000)).toBe('Too many attempts. Please wait 2 minutes and try again.')
    expect(throttledMessage(1)).toBe('Too many attempts. Please wait 1 minute and try again.')
  })
})
