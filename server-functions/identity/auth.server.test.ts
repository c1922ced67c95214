import { decodeJwt } from 'jose'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { mockHandlers } from '#mocks/handlers.ts'
import { lastMailTo, mailLink, mockMailbox } from '#mocks/identity.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { DEMO_PASSWORD, findUserByEmail } from '#mocks/users.ts'
import { ACCOUNT_LOAD_FAILED } from '../account/account-data.server.ts'
import { serverEnv } from '../env.server.ts'
import { resetAllLimiters } from '../http/throttle.server.ts'
import { createMemoryStore } from '../store/memory-store.server.ts'
import { useSharedStore } from '../store/store.server.ts'
import { AUTH_MESSAGES } from '#shared/api/auth.schema.ts'
import { emptySignUpForm, type SignUpForm } from '#shared/api/sign-up.schema.ts'
import {
  acceptInvite,
  requestRecovery,
  setPassword,
  signIn,
  signOut,
  signUp,
  verifyLink,
} from './auth.server.ts'
import { identityApi } from './gotrue.server.ts'
import { refreshSession } from './refresh.server.ts'
import { isRevoked } from './revocation.server.ts'
import { needsRefresh, type Session } from './session.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => {
  resetAllLimiters()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})

const IP = '203.0.113.7'
const form: SignUpForm = {
  ...emptySignUpForm,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Str0ng!pass',
  language: 'Python',
  referral: 'Other',
  referralOther: 'A colleague',
  tools: ['Convert', 'Secure'],
  problems: 'Redact contracts',
  acceptedTos: true,
}

function sessionOf(outcome: { session?: Session | null }): Session {
  if (!outcome.session) throw new Error('no session')
  return outcome.session
}

describe('sign-in', () => {
  it('makes a session with the token expiry and the plan, and gives the browser no token', async () => {
    const outcome = await signIn({ email: 'premium@example.com', password: DEMO_PASSWORD }, IP)
    expect(outcome.result).toEqual({
      ok: true,
      user: { email: 'premium@example.com', fullName: 'Priya Premium', plan: 'Premium', isAdmin: false },
    })
    const session = sessionOf(outcome)
    expect(session.expiresAt).toBe((decodeJwt(session.accessToken).exp ?? 0) * 1000)
    expect(JSON.stringify(outcome.result)).not.toContain(session.accessToken.slice(0, 20))
  })

  it('refuses an unknown email and a wrong password with one message, so it tells nobody who has an account', async () => {
    const unknown = (await signIn({ email: 'nobody@example.com', password: 'x' }, IP)).result
    const wrong = (await signIn({ email: 'starter@example.com', password: 'wrong' }, IP)).result
    expect(unknown).toEqual({ ok: false, reason: 'identity', message: AUTH_MESSAGES.signInRefused })
    expect(wrong).toEqual(unknown)
    expect(AUTH_MESSAGES.signInRefused).toBe('password invalid')
  })

  it('signs out again when the account data cannot be read', async () => {
    const outcome = await signIn({ email: 'broken-account@example.com', password: DEMO_PASSWORD }, IP)
    expect(outcome).toEqual({
      result: { ok: false, reason: 'account', message: ACCOUNT_LOAD_FAILED },
      session: null,
    })
    expect(ACCOUNT_LOAD_FAILED).toBe(
      'We could not load your account details. If this issue persists, contact us for support.',
    )
  })

  it('reports an identity outage and a service that is down', async () => {
    expect((await signIn({ email: 'identity-down@example.com', password: 'x' }, IP)).result).toMatchObject({
      ok: false,
      message: 'Internal server error',
    })
    mockControls().identity = 'down'
    const down = await signIn({ email: 'starter@example.com', password: DEMO_PASSWORD }, IP)
    expect(down.result.ok).toBe(false)
    expect(down.session).toBeUndefined()
  })

  it('throttles ten attempts per email per 15 minutes, and many per address', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await signIn({ email: 'starter@example.com', password: 'wrong' }, IP)
    }
    const refused = await signIn({ email: 'Starter@Example.com', password: DEMO_PASSWORD }, IP)
    expect(refused.result).toEqual({
      ok: false,
      reason: 'throttled',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    })
    expect((await signIn({ email: 'pro@example.com', password: DEMO_PASSWORD }, IP)).result.ok).toBe(true)
    for (let attempt = 0; attempt < 60; attempt++)
      await signIn({ email: `x${attempt}@example.com`, password: 'x' }, '198.51.100.1')
    expect(
      (await signIn({ email: 'pro@example.com', password: DEMO_PASSWORD }, '198.51.100.1')).result,
    ).toMatchObject({
      reason: 'throttled',
    })
  })
})

describe('sign-up', () => {
  it('creates the account with the profile, signs in, posts the CRM record and reads the plan', async () => {
    const outcome = await signUp(form, 'mock-token:signup', IP)
    expect(outcome.result).toEqual({
      ok: true,
      user: { email: 'ada@example.com', fullName: 'Ada Lovelace', plan: 'Starter', isAdmin: false },
    })
    const user = findUserByEmail('ada@example.com')
    expect(user?.userMetadata).toEqual({
      full_name: 'Ada Lovelace',
      discovery: 'A colleague',
      primaryLanguage: 'Python',
      problemStatement: 'Redact contracts',
      toolkitInterest: 'Convert;Secure',
    })
    expect(user?.account.crmRecordCreated).toBe(true)
    expect(sessionOf(outcome).user.id).toBe(user?.id)
  })

  it.each(['mock-token-fail', 'mock-token-bot:signup', 'mock-token:license_request'])(
    'refuses bot-check token %s and creates no account',
    async (token) => {
      expect((await signUp(form, token, IP)).result).toEqual({
        ok: false,
        reason: 'bot-check',
        message: 'ReCAPTCHA error. Please try again or reload the page.',
      })
      expect(findUserByEmail('ada@example.com')).toBeUndefined()
    },
  )

  it('shows the identity message for a registered email', async () => {
    expect((await signUp({ ...form, email: 'starter@example.com' }, 'mock-token:signup', IP)).result).toEqual(
      {
        ok: false,
        reason: 'identity',
        message: 'A user with this email address has already been registered',
      },
    )
  })

  it('asks an unconfirmed account to confirm by email, without a session', async () => {
    const outcome = await signUp({ ...form, email: 'ada+confirm@example.com' }, 'mock-token:signup', IP)
    expect(outcome).toEqual({
      result: { ok: true, needsConfirmation: true, email: 'ada+confirm@example.com' },
    })
    expect(lastMailTo('ada+confirm@example.com', 'confirmation')).toBeDefined()
  })

  it('mails a confirmation link back to the lab, on the tool the visitor came for', async () => {
    const site = serverEnv().siteUrl
    await signUp({ ...form, email: 'grace+confirm@example.com' }, 'mock-token:signup', IP, 'ocr-pdf')
    const mail = lastMailTo('grace+confirm@example.com', 'confirmation')
    expect(mail && mailLink(mail, site)).toBe(
      `${site}/apilab/?n=s&tool=ocr-pdf#confirmation_token=${mail?.token}`,
    )
    await signUp({ ...form, email: 'alan+confirm@example.com' }, 'mock-token:signup', IP)
    const plain = lastMailTo('alan+confirm@example.com', 'confirmation')
    expect(plain && mailLink(plain, site)).toBe(`${site}/apilab/?n=s#confirmation_token=${plain?.token}`)
  })

  it('throttles sign-ups per email', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await signUp(form, 'mock-token-fail', IP)
    expect((await signUp(form, 'mock-token:signup', IP)).result).toMatchObject({ reason: 'throttled' })
  })
})

describe('password recovery', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const known = await requestRecovery('starter@example.com', IP)
    const unknown = await requestRecovery('nobody@example.com', IP)
    expect(known.result).toEqual({ ok: true, message: AUTH_MESSAGES.recoverySent })
    expect(unknown.result).toEqual(known.result)
    expect(mockMailbox()).toHaveLength(1)
  })

  it('allows one request per email per 15 minutes, for known and unknown emails alike', async () => {
    await requestRecovery('starter@example.com', IP)
    await requestRecovery('nobody@example.com', IP)
    for (const email of ['STARTER@example.com', 'nobody@example.com']) {
      expect((await requestRecovery(email, IP)).result).toEqual({
        ok: false,
        reason: 'throttled',
        message: AUTH_MESSAGES.recoveryThrottled,
      })
    }
    expect(mockMailbox()).toHaveLength(1)
  })

  it('turns the mailed token into a session, sets a new password, and refuses the token twice', async () => {
    await requestRecovery('starter@example.com', IP)
    const token = lastMailTo('starter@example.com', 'recovery')?.token ?? ''
    const verified = await verifyLink(token, 'recovery', IP)
    expect(verified.result).toMatchObject({
      ok: true,
      user: { email: 'starter@example.com', plan: 'Starter' },
    })
    expect((await setPassword(sessionOf(verified), 'N3w!password')).result.ok).toBe(true)
    expect((await signIn({ email: 'starter@example.com', password: 'N3w!password' }, IP)).result.ok).toBe(
      true,
    )
    expect((await verifyLink(token, 'recovery', IP)).result).toEqual({
      ok: false,
      reason: 'identity',
      message: AUTH_MESSAGES.linkInvalid,
    })
  })

  it('needs a session to set a password', async () => {
    expect((await setPassword(null, 'N3w!password')).result).toMatchObject({
      message: AUTH_MESSAGES.sessionExpired,
    })
  })
})

describe('invites and confirmations', () => {
  it('accepts an invite with a password and signs in', async () => {
    const admin = await identityApi.passwordGrant('admin@example.com', DEMO_PASSWORD)
    if (!admin.ok) throw new Error('admin sign-in failed')
    await fetch(`${serverEnv().services.identity.url}/invite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.data.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'invitee@example.com' }),
    })
    const token = lastMailTo('invitee@example.com', 'invite')?.token ?? ''
    expect((await acceptInvite(token, 'Inv1ted!pass', IP)).result).toMatchObject({
      ok: true,
      user: { email: 'invitee@example.com' },
    })
    expect((await signIn({ email: 'invitee@example.com', password: 'Inv1ted!pass' }, IP)).result.ok).toBe(
      true,
    )
  })
})

describe('session refresh and sign-out', () => {
  it('refreshes a short-lived token (inside the 60 s window) once, even for parallel callers', async () => {
    const session = sessionOf(await signIn({ email: 'short-token@example.com', password: DEMO_PASSWORD }, IP))
    expect(needsRefresh(session)).toBe(true)
    const [first, second] = await Promise.all([refreshSession(session), refreshSession(session)])
    expect(first?.refreshToken).toBeTruthy()
    expect(first?.refreshToken).not.toBe(session.refreshToken)
    expect(second).toEqual(first)
    expect(first?.user).toEqual(session.user)
  })

  it('returns null when the refresh token is refused', async () => {
    const session = sessionOf(await signIn({ email: 'pro@example.com', password: DEMO_PASSWORD }, IP))
    expect(await refreshSession({ ...session, refreshToken: 'revoked' })).toBeNull()
  })

  it('revokes the session on sign-out, and a refresh keeps the same revocable session', async () => {
    const session = sessionOf(await signIn({ email: 'short-token@example.com', password: DEMO_PASSWORD }, IP))
    const refreshed = await refreshSession(session)
    expect(refreshed).toMatchObject({ sid: session.sid, issuedAt: session.issuedAt })
    const other = sessionOf(await signIn({ email: 'short-token@example.com', password: DEMO_PASSWORD }, IP))
    expect(await isRevoked(session)).toBe(false)
    await signOut(session)
    expect(await isRevoked(session)).toBe(true)
    if (refreshed) expect(await isRevoked(refreshed)).toBe(true)
    expect(await isRevoked(other)).toBe(false)
  })

  it('a password change ends every other session of the user and renews this one', async () => {
    const elsewhere = sessionOf(await signIn({ email: 'starter@example.com', password: DEMO_PASSWORD }, IP))
    const here = sessionOf(await signIn({ email: 'starter@example.com', password: DEMO_PASSWORD }, IP))
    const changed = await setPassword(here, 'N3w!password')
    expect(changed.result.ok).toBe(true)
    const renewed = sessionOf(changed)
    expect(renewed.sid).not.toBe(here.sid)
    expect(await isRevoked(elsewhere)).toBe(true)
    expect(await isRevoked(here)).toBe(true)
    expect(await isRevoked(renewed)).toBe(false)
  })

  it('clears the session on sign-out even when the identity service is down', async () => {
    const session = sessionOf(await signIn({ email: 'pro@example.com', password: DEMO_PASSWORD }, IP))
    mockControls().identity = 'down'
    expect(await signOut(session)).toEqual({ result: { ok: true }, session: null })
    expect(await signOut(null)).toEqual({ result: { ok: true }, session: null })
  })
})

describe('throttles per client address', () => {
  const throttled = { ok: false, reason: 'throttled' }

  it('refuses sign-in, sign-up and recovery with a clear message when the store cannot count', async () => {
    await useSharedStore({
      ...createMemoryStore(),
      rateLimit: () => ({
        consume: async () => ({ outcome: 'store-down' }),
        refund: async () => {},
        clear: async () => {},
      }),
    })
    const unavailable = { ...throttled, message: AUTH_MESSAGES.protectionUnavailable }
    try {
      expect((await signIn({ email: 'pro@example.com', password: DEMO_PASSWORD }, IP)).result).toEqual(
        unavailable,
      )
      expect((await signUp(form, 'mock-token:signup', IP)).result).toEqual(unavailable)
      expect((await requestRecovery('pro@example.com', IP)).result).toEqual(unavailable)
      expect(mockMailbox()).toHaveLength(0)
    } finally {
      await useSharedStore(createMemoryStore())
    }
  })

  it('allows ten sign-ups an hour from one address, whatever the emails', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      await signUp({ ...form, email: `ip${attempt}@example.com` }, 'mock-token-fail', '198.51.100.20')
    const refused = await signUp(form, 'mock-token:signup', '198.51.100.20')
    expect(refused.result).toMatchObject(throttled)
    expect(findUserByEmail('ada@example.com')).toBeUndefined()
    expect((await signUp(form, 'mock-token:signup', '198.51.100.21')).result.ok).toBe(true)
  })

  it('allows ten recovery requests per 15 minutes from one address, whatever the emails', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      await requestRecovery(`nobody${attempt}@example.com`, '198.51.100.30')
    expect((await requestRecovery('starter@example.com', '198.51.100.30')).result).toMatchObject(throttled)
    expect(mockMailbox()).toHaveLength(0)
    expect((await requestRecovery('starter@example.com', '198.51.100.31')).result.ok).toBe(true)
  })

  it('allows thirty link checks (recovery, confirmation, invites) per 15 minutes from one address', async () => {
    for (let attempt = 0; attempt < 15; attempt++) {
      await verifyLink(`guess-${attempt}`, 'recovery', '198.51.100.40')
      await acceptInvite(`guess-${attempt}`, 'Inv1ted!pass', '198.51.100.40')
    }
    await requestRecovery('starter@example.com', IP)
    const token = lastMailTo('starter@example.com', 'recovery')?.token ?? ''
    expect((await verifyLink(token, 'recovery', '198.51.100.40')).result).toMatchObject(throttled)
    expect((await acceptInvite(token, 'Inv1ted!pass', '198.51.100.40')).result).toMatchObject(throttled)
    expect((await verifyLink(token, 'recovery', '198.51.100.41')).result.ok).toBe(true)
  })
})
