import { z } from 'zod/mini'
import { planNameSchema } from '#domain/plans/plan-rules.ts'
import { bucketNames } from '#domain/pdf-api/bucket-names.ts'

/** The sign-up form's option lists; the forms show them in random order with Other last. */
export const languageOptions = [
  'C#',
  'C/C++',
  'Java',
  'JavaScript',
  'Node.js',
  'Perl',
  'PHP',
  'Python',
  'R',
  'Ruby',
  'Rust',
  'Swift',
  'Visual Basic',
  'Go',
  'Other',
] as const
export const referralOptions = [
  'Capterra',
  'ChatGPT',
  'Claude',
  'Datalogics',
  'Facebook',
  'G2',
  'Gemini',
  'Google',
  'LinkedIn',
  'pdfAssistant.ai',
  'PDF Association',
  'Perplexity',
  'Reddit',
  'SourceForge',
  'Twitter',
  'YouTube',
  'Other',
] as const
/** The tool chips of the sign-up form: the API tool buckets. */
export const interestOptions = bucketNames

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Invalid email address',
  nameRequired: 'Name is required',
  passwordLength: 'Must be at least 8 characters',
  passwordLower: 'Must include at least one lowercase character',
  passwordUpper: 'Must include at least one uppercase character',
  passwordNumber: 'Must include at least one number',
  passwordSpecial: 'Must include at least one special character',
  acceptTos: 'Please accept the Terms of Service',
  captcha: 'ReCAPTCHA error. Please try again or reload the page.',
  missingUserId: 'No user key provided, make sure user has valid account before fetching user data.',
  unavailable: 'The sign-in service is not answering. Please try again in a moment.',
  recoverySent:
    'If an account exists for that email, a recovery link is on its way. It can be requested once every 15 minutes.',
  recoveryThrottled:
    'A recovery email for that address was requested in the last 15 minutes. Please check your inbox or try again later.',
  linkInvalid: 'This link is invalid or has already been used. Please request a new one.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  protectionUnavailable:
    'Sign-in, sign-up and password recovery are briefly unavailable while a service recovers. Please try again in a minute.',
} as const

/** "{message}. If this issue persists, contact us for support." (docs/product.md#validation). */
export function fetchErrorMessage(message: string): string {
  return `${message.replace(/\.$/, '')}. If this issue persists, contact us for support.`
}

export function throttledMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

const requiredEmail = z
  .string()
  .check(z.trim(), z.minLength(1, AUTH_MESSAGES.emailRequired), z.maxLength(254, AUTH_MESSAGES.invalidEmail))

/** The password rules (docs/product.md#validation), shared by sign-up, reset and invite acceptance. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(8, AUTH_MESSAGES.passwordLength),
    z.maxLength(128, 'Must be at most 128 characters'),
    z.regex(/[a-z]/, AUTH_MESSAGES.passwordLower),
    z.regex(/[A-Z]/, AUTH_MESSAGES.passwordUpper),
    z.regex(/[0-9]/, AUTH_MESSAGES.passwordNumber),
    z.regex(/[^a-zA-Z0-9]/, AUTH_MESSAGES.passwordSpecial),
  )

export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string().check(z.minLength(1, AUTH_MESSAGES.passwordRequired), z.maxLength(1024)),
})
export type SignInForm = z.infer<typeof signInSchema>

export const recoverySchema = z.object({
  email: requiredEmail.check(z.email(AUTH_MESSAGES.invalidEmail)),
})

const otherText = z.string().check(z.trim(), z.maxLength(100, 'Please keep it under 100 characters'))

export const signUpSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, AUTH_MESSAGES.nameRequired), z.maxLength(120, 'Name is too long')),
  email: z
    .string()
    .check(z.trim(), z.email(AUTH_MESSAGES.invalidEmail), z.maxLength(254, AUTH_MESSAGES.invalidEmail)),
  password: newPasswordSchema,
  language: z.union([z.literal(''), z.enum(languageOptions)]),
  languageOther: otherText,
  tools: z.array(z.enum(interestOptions)).check(z.maxLength(interestOptions.length)),
  problems: z.string().check(z.trim(), z.maxLength(2000, 'Please keep it under 2000 characters')),
  referral: z.union([z.literal(''), z.enum(referralOptions)]),
  referralOther: otherText,
  acceptedTos: z.boolean().check(z.refine((accepted) => accepted, AUTH_MESSAGES.acceptTos)),
})
export type SignUpForm = z.infer<typeof signUpSchema>

export const emptySignUpForm: SignUpForm = {
  name: '',
  email: '',
  password: '',
  language: '',
  languageOther: '',
  tools: [],
  problems: '',
  referral: '',
  referralOther: '',
  acceptedTos: false,
}

export const signUpSubmissionSchema = z.object({
  form: signUpSchema,
  botToken: z.string().check(z.minLength(1), z.maxLength(4096)),
})

export const verifySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  type: z.enum(['recovery', 'signup']),
})
export const acceptInviteSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  password: newPasswordSchema,
})
export const newPasswordInputSchema = z.object({ password: newPasswordSchema })

/** The other text if given, else the choice (docs/product.md#sign-up). */
function choiceOrOther(choice: string, other: string): string {
  return choice === 'Other' && other.trim() ? other.trim() : choice
}

/** The identity profile: full_name, discovery, primaryLanguage, problemStatement, toolkitInterest. */
export function signUpProfile(form: SignUpForm) {
  return {
    full_name: form.name.trim(),
    discovery: choiceOrOther(form.referral, form.referralOther),
    primaryLanguage: choiceOrOther(form.language, form.languageOther),
    problemStatement: form.problems.trim(),
    toolkitInterest: form.tools.join(';'),
  }
}

/** What the browser may know about the signed-in user: never a token. */
export const publicUserSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  plan: z.nullable(planNameSchema),
  isAdmin: z.boolean(),
})
export type PublicUser = z.infer<typeof publicUserSchema>

export type AuthFailure = {
  ok: false
  message: string
  reason?: 'bot-check' | 'throttled' | 'identity' | 'account'
}
export type AuthResult = { ok: true; user: PublicUser } | AuthFailure
export type SignUpResult =
  { ok: true; user: PublicUser } | { ok: true; needsConfirmation: true; email: string } | AuthFailure
export type RecoveryResult = { ok: true; message: string } | AuthFailure
