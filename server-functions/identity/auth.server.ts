import { fetchAccountData, postAccountRecord } from '../account/account-data.server.ts'
import { verifyBotToken } from '../bot-check/verify.server.ts'
import { createLimiter, type HitResult, hitAll } from '../http/throttle.server.ts'
import {
  AUTH_MESSAGES,
  type AuthResult,
  type RecoveryResult,
  type SignInForm,
  type SignUpResult,
  throttledMessage,
} from '#shared/api/auth.schema.ts'
import { type SignUpForm, signUpProfile } from '#shared/api/sign-up.schema.ts'
import { labWelcome } from '#domain/pdf-api/lab-intent.ts'
import { siteOrigin } from '../http/site-origin.server.ts'
import { type GotrueUser, identityApi, type IdentityResult, type TokenResponse } from './gotrue.server.ts'
import { revokeSession, revokeUserSessions } from './revocation.server.ts'
import { newSession, newSessionId, publicUser, type Session, sessionUserFrom } from './session.server.ts'

/**
 * What a flow decided: the answer for the browser, and what becomes of the session cookie
 * (a new session, `null` to clear it, `undefined` to leave it alone).
 */
export type Outcome<R> = { result: R; session?: Session | null }

const MINUTE = 60_000
// Without the shared store these limits cannot be counted: sign-in, sign-up and recovery are refused
// (clear message) rather than left open to password guessing and mail floods.
const limit = (name: string, count: number, windowMs: number) =>
  createLimiter({ name, limit: count, windowMs, whenStoreDown: 'refuse', guards: 'identity' })
export const limits = {
  signInByIp: limit('sign-in-ip', 60, 15 * MINUTE),
  signInByEmail: limit('sign-in-email', 10, 15 * MINUTE),
  signUpByIp: limit('sign-up-ip', 10, 60 * MINUTE),
  signUpByEmail: limit('sign-up-email', 3, 60 * MINUTE),
  recoveryByIp: limit('recovery-ip', 10, 15 * MINUTE),
  // One recovery request per email per 15 minutes, whether or not the account exists.
  recoveryByEmail: limit('recovery-email', 1, 15 * MINUTE),
  verifyByIp: limit('verify-ip', 30, 15 * MINUTE),
}

const normal = (email: string) => email.trim().toLowerCase()

/** The identity service's two refusals of a password grant: one says the email has no account. */
const credentialRefusals = new Set(['No user found with that email', 'password invalid'])

/** What the sign-in form says when the identity service refuses: the same for both refusals. */
function signInRefusal(failure: { status: number; description: string }): string {
  return failure.status === 400 && credentialRefusals.has(failure.description)
    ? AUTH_MESSAGES.signInRefused
    : failure.description
}
const throttled = ({ retryAfterMs, storeDown }: HitResult) =>
  ({
    ok: false,
    reason: 'throttled',
    message: storeDown ? AUTH_MESSAGES.protectionUnavailable : throttledMessage(retryAfterMs),
  }) as const

async function userOf(tokens: TokenResponse): Promise<IdentityResult<GotrueUser>> {
  return tokens.user ? { ok: true, data: tokens.user } : identityApi.user(tokens.access_token)
}

/** A session for fresh tokens; the plan comes from the account data when it can be read. */
async function sessionFor(tokens: TokenResponse, user: GotrueUser): Promise<Session> {
  const account = await fetchAccountData(user.id)
  return newSession(tokens, sessionUserFrom(user, account.ok ? account.data.plan : null))
}

/** Sign-in (docs/product.md#sign-in): tokens, then the account data; if that fails the user is signed out again. */
export async function signIn(form: SignInForm, ip: string): Promise<Outcome<AuthResult>> {
  const gate = await hitAll([
    [limits.signInByIp, ip],
    [limits.signInByEmail, normal(form.email)],
  ])
  if (!gate.allowed) return { result: throttled(gate) }
  const tokens = await identityApi.passwordGrant(form.email.trim(), form.password)
  if (!tokens.ok) return { result: { ok: false, reason: 'identity', message: signInRefusal(tokens) } }
  const user = await userOf(tokens.data)
  if (!user.ok) return { result: { ok: false, reason: 'identity', message: user.description } }
  const account = await fetchAccountData(user.data.id)
  if (!account.ok) {
    await identityApi.logout(tokens.data.access_token)
    return { result: { ok: false, reason: 'account', message: account.message }, session: null }
  }
  const session = newSession(tokens.data, sessionUserFrom(user.data, account.data.plan))
  return { result: { ok: true, user: publicUser(session) }, session }
}

/**
 * Sign-up (docs/product.md#sign-up): bot check, account with profile, automatic sign-in, CRM record,
 * data. An account that must confirm its address first is sent, by GoTrue's `redirect_to`, a link
 * back to the lab on the tool the visitor came for (an address built here from SITE_URL).
 */
export async function signUp(
  form: SignUpForm,
  botToken: string,
  ip: string,
  tool?: string,
): Promise<Outcome<SignUpResult>> {
  const gate = await hitAll([
    [limits.signUpByIp, ip],
    [limits.signUpByEmail, normal(form.email)],
  ])
  if (!gate.allowed) return { result: throttled(gate) }
  if (!(await verifyBotToken(botToken, 'signup'))) {
    return { result: { ok: false, reason: 'bot-check', message: AUTH_MESSAGES.captcha } }
  }
  const confirmationLanding = new URL(labWelcome(tool), siteOrigin()).href
  const created = await identityApi.signUp(
    form.email.trim(),
    form.password,
    signUpProfile(form),
    confirmationLanding,
  )
  if (!created.ok) return { result: { ok: false, reason: 'identity', message: created.message } }
  if (!created.data.confirmed_at) {
    await postAccountRecord(created.data.id)
    return { result: { ok: true, needsConfirmation: true, email: created.data.email } }
  }
  const tokens = await identityApi.passwordGrant(form.email.trim(), form.password)
  if (!tokens.ok) return { result: { ok: false, reason: 'identity', message: tokens.message } }
  await postAccountRecord(created.data.id)
  const session = await sessionFor(tokens.data, tokens.data.user ?? created.data)
  return { result: { ok: true, user: publicUser(session) }, session }
}

/** Same answer whether or not the account exists; one request per email per 15 minutes. */
export async function requestRecovery(email: string, ip: string): Promise<Outcome<RecoveryResult>> {
  const byIp = await limits.recoveryByIp.hit(ip)
  if (!byIp.allowed) return { result: throttled(byIp) }
  const byEmail = await limits.recoveryByEmail.hit(normal(email))
  if (byEmail.storeDown) return { result: throttled(byEmail) }
  if (!byEmail.allowed) {
    return { result: { ok: false, reason: 'throttled', message: AUTH_MESSAGES.recoveryThrottled } }
  }
  const sent = await identityApi.recover(email.trim())
  // Unknown address (404) and the service's own throttle (429) must look like a success.
  if (sent.ok || sent.status === 404 || sent.status === 429) {
    return { result: { ok: true, message: AUTH_MESSAGES.recoverySent } }
  }
  return { result: { ok: false, reason: 'identity', message: sent.message } }
}

async function sessionFromVerify(verified: IdentityResult<TokenResponse>): Promise<Outcome<AuthResult>> {
  if (!verified.ok) {
    const message = verified.status < 500 ? AUTH_MESSAGES.linkInvalid : verified.message
    return { result: { ok: false, reason: 'identity', message } }
  }
  const user = await userOf(verified.data)
  if (!user.ok) return { result: { ok: false, reason: 'identity', message: user.description } }
  const session = await sessionFor(verified.data, user.data)
  return { result: { ok: true, user: publicUser(session) }, session }
}

/** A recovery or confirmation link (token from the URL fragment) becomes a session. */
export async function verifyLink(
  token: string,
  type: 'recovery' | 'signup',
  ip: string,
): Promise<Outcome<AuthResult>> {
  const gate = await limits.verifyByIp.hit(ip)
  if (!gate.allowed) return { result: throttled(gate) }
  return sessionFromVerify(await identityApi.verify(token, type))
}

/** Invite acceptance: the token and the chosen password (`/verify`, type signup). */
export async function acceptInvite(
  token: string,
  password: string,
  ip: string,
): Promise<Outcome<AuthResult>> {
  const gate = await limits.verifyByIp.hit(ip)
  if (!gate.allowed) return { result: throttled(gate) }
  return sessionFromVerify(await identityApi.verify(token, 'signup', password))
}

/** Sets a new password for the signed-in user (after a recovery link). */
export async function setPassword(session: Session | null, password: string): Promise<Outcome<AuthResult>> {
  if (!session) return { result: { ok: false, reason: 'identity', message: AUTH_MESSAGES.sessionExpired } }
  const updated = await identityApi.updateUser(session.accessToken, { password })
  if (!updated.ok) return { result: { ok: false, reason: 'identity', message: updated.message } }
  // Every other session of the user ends (a stolen cookie must not outlive the old password);
  // this browser carries on under a new session begun at that moment.
  const at = Date.now()
  await revokeUserSessions(session.user.id, at)
  const renewed: Session = { ...session, sid: newSessionId(), issuedAt: at }
  return { result: { ok: true, user: publicUser(renewed) }, session: renewed }
}

/** Sign-out always clears and revokes the session, even when the identity call fails. */
export async function signOut(session: Session | null): Promise<Outcome<{ ok: true }>> {
  if (session) {
    const result = await identityApi.logout(session.accessToken)
    if (!result.ok)
      console.info(`[session] logout call failed (${result.status}); the cookie is cleared anyway`)
    // A copy of the cookie taken before sign-out is refused from now on, on every instance.
    await revokeSession(session, { refreshTokensRevoked: result.ok })
  }
  return { result: { ok: true }, session: null }
}
