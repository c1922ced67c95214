import { randomBytes, randomUUID } from 'node:crypto'
import { type JWTPayload, jwtVerify, SignJWT } from 'jose'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { z } from 'zod'
import { applyServiceMode } from './controls.ts'
import { defineSlice } from './state.ts'
import { findUserByEmail, type MockUser, newAccount, users } from './users.ts'

/** Signs the mock's access tokens; the site never verifies them itself (GoTrue does). */
const JWT_SECRET = new TextEncoder().encode('mock-gotrue-jwt-secret-not-for-production')
export const ACCESS_TOKEN_SECONDS = 3600
/** Documented failure inputs (mocks/README.md). */
export const IDENTITY_DOWN_EMAIL = 'identity-down@example.com'
export const SHORT_TOKEN_EMAIL = 'short-token@example.com'
export const SHORT_TOKEN_SECONDS = 30
export const RECOVERY_THROTTLE_MS = 15 * 60_000
export const OAUTH_DEMO_EMAIL = 'github-user@example.com'
/** Sign-ups whose email contains this start unconfirmed and get a confirmation mail (autoconfirm off). */
export const UNCONFIRMED_EMAIL_MARK = '+confirm@'

type MailKind = 'recovery' | 'confirmation' | 'invite' | 'support'
/** `token` is the ticket id for a support confirmation. */
/** `returnTo`: the address a confirmation link leads back to (GoTrue's `redirect_to`, kept on the site's host). */
export type MockMail = { to: string; kind: MailKind; token: string; sentAt: number; returnTo?: string }

const identityState = defineSlice('identity', () => ({
  refreshTokens: new Map<string, string>(),
  verifyTokens: new Map<string, { userId: string; type: 'signup' | 'recovery' | 'invite' }>(),
  lastRecovery: new Map<string, number>(),
  mailbox: new Array<MockMail>(),
}))

/** What the mock would have e-mailed, newest last: tests and the dev mailbox follow these links. */
export function mockMailbox(): MockMail[] {
  return identityState().mailbox
}

const fragmentKey: Record<Exclude<MailKind, 'support'>, string> = {
  recovery: 'recovery_token',
  confirmation: 'confirmation_token',
  invite: 'invite_token',
}

/**
 * The link a GoTrue mail template would carry: the token travels in the URL fragment. A sign-up that
 * asked to come back somewhere (`redirect_to` on the site's own host) is mailed that address, as
 * GoTrue's ConfirmationURL is; otherwise the site's page for mailed links.
 */
export function mailLink(mail: MockMail, siteUrl: string): string {
  if (mail.kind === 'support') return `${siteUrl}/support/#ticket-${encodeURIComponent(mail.token)}`
  const fragment = `${fragmentKey[mail.kind]}=${encodeURIComponent(mail.token)}`
  if (mail.returnTo) return `${mail.returnTo.split('#')[0]}#${fragment}`
  return `${siteUrl}/passwordreset/#${fragment}`
}

export function lastMailTo(email: string, kind: MailKind): MockMail | undefined {
  return mockMailbox().findLast((mail) => mail.to === email.toLowerCase() && mail.kind === kind)
}

const gotrueError = (status: number, msg: string) => HttpResponse.json({ code: status, msg }, { status })
const grantError = (description: string) =>
  HttpResponse.json({ error: 'invalid_grant', error_description: description }, { status: 400 })

export function userJson(user: MockUser) {
  return {
    id: user.id,
    aud: '',
    role: '',
    email: user.email,
    confirmed_at: user.confirmedAt,
    app_metadata: { provider: user.provider, roles: user.roles },
    user_metadata: user.userMetadata,
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  }
}

async function tokenResponse(user: MockUser) {
  const expiresIn = user.email === SHORT_TOKEN_EMAIL ? SHORT_TOKEN_SECONDS : ACCESS_TOKEN_SECONDS
  const accessToken = await new SignJWT({
    email: user.email,
    app_metadata: { provider: user.provider, roles: user.roles },
    user_metadata: user.userMetadata,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(JWT_SECRET)
  const refreshToken = randomBytes(16).toString('base64url')
  identityState().refreshTokens.set(refreshToken, user.id)
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

const claimsSchema = z.object({ sub: z.string() })

/** The user behind a Bearer header, or undefined for a missing, forged or expired token. */
export async function userFromBearer(request: Request): Promise<MockUser | undefined> {
  const header = request.headers.get('authorization') ?? ''
  const token = header.startsWith('Bearer ') ? header.slice(7) : ''
  if (!token) return undefined
  let payload: JWTPayload
  try {
    payload = (await jwtVerify(token, JWT_SECRET)).payload
  } catch {
    return undefined
  }
  const claims = claimsSchema.safeParse(payload)
  return claims.success ? users().get(claims.data.sub) : undefined
}

function issueVerifyToken(user: MockUser, type: 'signup' | 'recovery' | 'invite', returnTo?: string): string {
  const token = randomBytes(12).toString('base64url')
  identityState().verifyTokens.set(token, { userId: user.id, type })
  const kind: MailKind = type === 'signup' ? 'confirmation' : type
  identityState().mailbox.push({
    to: user.email,
    kind,
    token,
    sentAt: Date.now(),
    ...(returnTo ? { returnTo } : {}),
  })
  return token
}

/**
 * GoTrue's referrer for a mail: `redirect_to` (query), else the Referer header, kept only when it is on
 * the site's own host (a foreign one is dropped, and the mail links to the site).
 */
function mailReferrer(request: Request, siteUrl: string): string | undefined {
  const requested = new URL(request.url).searchParams.get('redirect_to') ?? request.headers.get('referer')
  const target = requested ? URL.parse(requested) : null
  return target && target.hostname === new URL(siteUrl).hostname ? target.href : undefined
}

function createUser(
  email: string,
  password: string,
  data: Record<string, unknown>,
  confirmed: boolean,
  roles: string[] = [],
  provider = 'email',
) {
  const id = randomUUID()
  const now = new Date().toISOString()
  const fullName = typeof data.full_name === 'string' ? data.full_name : ''
  const user: MockUser = {
    id,
    email: email.trim().toLowerCase(),
    password,
    fullName,
    roles,
    provider,
    userMetadata: data,
    confirmedAt: confirmed ? now : null,
    createdAt: now,
    updatedAt: now,
    account: newAccount('Starter', 'Monthly', id),
  }
  users().set(id, user)
  return user
}

const signupSchema = z.object({
  email: z.email(),
  password: z.string(),
  data: z.record(z.string(), z.unknown()).default({}),
})
const verifySchema = z.object({
  token: z.string().min(1),
  type: z.enum(['signup', 'recovery', 'invite']),
  password: z.string().optional(),
})
const updateSchema = z.object({
  email: z.email().optional(),
  password: z.string().min(6).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  app_metadata: z.object({ roles: z.array(z.string()).optional() }).optional(),
})
const adminCreateSchema = z.object({
  email: z.email(),
  password: z.string().min(6),
  data: z.record(z.string(), z.unknown()).optional(),
  user_metadata: z.record(z.string(), z.unknown()).optional(),
  app_metadata: z.object({ roles: z.array(z.string()).optional() }).optional(),
  confirm: z.boolean().optional(),
})

const jsonBody = async (request: Request): Promise<unknown> => request.json().catch(() => undefined)

const EMAIL_TAKEN = 'Email address already registered by another user'

/** Applies an update; a Response when it cannot (GoTrue refuses an email another user holds). */
function applyUpdate(user: MockUser, update: z.infer<typeof updateSchema>): Response | undefined {
  const owner = update.email ? findUserByEmail(update.email) : undefined
  if (owner && owner.id !== user.id) return gotrueError(422, EMAIL_TAKEN)
  if (update.email) user.email = update.email.toLowerCase()
  if (update.password) user.password = update.password
  if (update.data) {
    user.userMetadata = { ...user.userMetadata, ...update.data }
    if (typeof update.data.full_name === 'string') user.fullName = update.data.full_name
  }
  if (update.app_metadata?.roles) user.roles = update.app_metadata.roles
  user.updatedAt = new Date().toISOString()
  return undefined
}

/**
 * GoTrue's rule for `redirect_to` (and the Referer it falls back on): only the configured site's own
 * host; anything else returns to the site URL itself.
 */
export function providerReturnAddress(requested: string | null, siteUrl: string): string {
  const target = requested ? URL.parse(requested) : null
  const site = new URL(siteUrl)
  return target && target.origin === site.origin ? target.href : `${site.origin}/`
}

/**
 * GoTrue (Netlify Identity) under `{base}` = `…/.netlify/identity`, for the site at
 * `siteUrl` (GoTrue's SITE_URL).
 */
export function identityHandlers(base: string, siteUrl = 'http://localhost:3000'): RequestHandler[] {
  const guard = () => applyServiceMode('identity')
  return [
    http.get(`${base}/settings`, async () => {
      return (
        (await guard()) ??
        HttpResponse.json({
          external: { bitbucket: false, github: true, gitlab: false, google: false },
          disable_signup: false,
          autoconfirm: true,
        })
      )
    }),

    http.post(`${base}/signup`, async ({ request }) => {
      const down = await guard()
      if (down) return down
      const parsed = signupSchema.safeParse(await jsonBody(request))
      if (!parsed.success) return gotrueError(422, 'Unable to validate email address: invalid format')
      const { email, password, data } = parsed.data
      if (password.length < 6) return gotrueError(422, 'Password should be at least 6 characters')
      if (findUserByEmail(email))
        return gotrueError(422, 'A user with this email address has already been registered')
      const confirmed = !email.includes(UNCONFIRMED_EMAIL_MARK)
      const user = createUser(email, password, data, confirmed)
      if (!confirmed) issueVerifyToken(user, 'signup', mailReferrer(request, siteUrl))
      return HttpResponse.json(userJson(user))
    }),

    http.post(`${base}/token`, async ({ request }) => {
      const down = await guard()
      if (down) return down
      const form = new URLSearchParams(await request.text())
      const grant = form.get('grant_type')
      if (grant === 'password') {
        const email = form.get('username') ?? ''
        if (email.toLowerCase() === IDENTITY_DOWN_EMAIL) return gotrueError(500, 'Internal server error')
        const user = findUserByEmail(email)
        if (!user) return grantError('No user found with that email')
        if (user.password !== (form.get('password') ?? '')) return grantError('password invalid')
        if (!user.confirmedAt) return grantError('Email not confirmed')
        return HttpResponse.json(await tokenResponse(user))
      }
      if (grant === 'refresh_token') {
        const token = form.get('refresh_token') ?? ''
        const userId = identityState().refreshTokens.get(token)
        // Refresh tokens are single use: the old one dies when a new pair is issued.
        identityState().refreshTokens.delete(token)
        const user = userId ? users().get(userId) : undefined
        if (!user) return grantError('Invalid Refresh Token')
        return HttpResponse.json(await tokenResponse(user))
      }
      return HttpResponse.json(
        { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' },
        { status: 400 },
      )
    }),

    http.post(`${base}/verify`, async ({ request }) => {
      const down = await guard()
      if (down) return down
      const parsed = verifySchema.safeParse(await jsonBody(request))
      if (!parsed.success) return gotrueError(422, 'Verify requires a token and a type')
      const entry = identityState().verifyTokens.get(parsed.data.token)
      const user = entry ? users().get(entry.userId) : undefined
      if (
        !entry ||
        !user ||
        (entry.type !== parsed.data.type && !(entry.type === 'invite' && parsed.data.type === 'signup'))
      ) {
        return gotrueError(404, 'User not found')
      }
      identityState().verifyTokens.delete(parsed.data.token)
      if (entry.type === 'invite') {
        if (!parsed.data.password || parsed.data.password.length < 6) {
          return gotrueError(422, 'Password should be at least 6 characters')
        }
        user.password = parsed.data.password
      }
      user.confirmedAt ??= new Date().toISOString()
      return HttpResponse.json(await tokenResponse(user))
    }),

    http.post(`${base}/recover`, async ({ request }) => {
      const down = await guard()
      if (down) return down
      const parsed = z.object({ email: z.email() }).safeParse(await jsonBody(request))
      if (!parsed.success) return gotrueError(422, 'Unable to validate email address: invalid format')
      const user = findUserByEmail(parsed.data.email)
      if (!user) return gotrueError(404, 'User not found')
      const last = identityState().lastRecovery.get(user.id) ?? 0
      if (Date.now() - last < RECOVERY_THROTTLE_MS) {
        return gotrueError(429, 'For security purposes, you can only request this once every 15 minutes')
      }
      identityState().lastRecovery.set(user.id, Date.now())
      issueVerifyToken(user, 'recovery')
      return HttpResponse.json({})
    }),

    // External provider sign-in: the mock plays the provider too and returns at once with tokens
    // in the URL fragment, like GoTrue's implicit flow.
    http.get(`${base}/authorize`, async ({ request }) => {
      const down = await guard()
      if (down) return down
      const url = new URL(request.url)
      if (url.searchParams.get('provider') !== 'github')
        return gotrueError(400, 'Unsupported provider: Provider is not enabled')
      const target = providerReturnAddress(
        url.searchParams.get('redirect_to') ?? request.headers.get('referer'),
        siteUrl,
      )
      const user =
        findUserByEmail(OAUTH_DEMO_EMAIL) ??
        createUser(OAUTH_DEMO_EMAIL, randomUUID(), { full_name: 'Git Hubber' }, true, [], 'github')
      const tokens = await tokenResponse(user)
      const fragment = new URLSearchParams({
        access_token: tokens.access_token,
        expires_in: String(tokens.expires_in),
        refresh_token: tokens.refresh_token,
        token_type: 'bearer',
      })
      return new HttpResponse(null, {
        status: 302,
        headers: { location: `${target.split('#')[0]}#${fragment}` },
      })
    }),

    http.get(`${base}/user`, async ({ request }) => {
      const down = await guard()
      if (down) return down
      const user = await userFromBearer(request)
      return user
        ? HttpResponse.json(userJson(user))
        : gotrueError(401, 'Invalid token: signature is invalid')
    }),

    http.put(`${base}/user`, async ({ request }) => {
      const down = await guard()
      if (down) return down
      const user = await userFromBearer(request)
      if (!user) return gotrueError(401, 'Invalid token: signature is invalid')
      const parsed = updateSchema.omit({ app_metadata: true }).safeParse(await jsonBody(request))
      if (!parsed.success) return gotrueError(422, 'Could not parse request body as JSON')
      return applyUpdate(user, parsed.data) ?? HttpResponse.json(userJson(user))
    }),

    http.post(`${base}/logout`, async ({ request }) => {
      const down = await guard()
      if (down) return down
      const user = await userFromBearer(request)
      if (!user) return gotrueError(401, 'Invalid token: signature is invalid')
      for (const [token, userId] of identityState().refreshTokens) {
        if (userId === user.id) identityState().refreshTokens.delete(token)
      }
      return new HttpResponse(null, { status: 204 })
    }),

    ...adminHandlers(base, guard),
  ]
}

function adminHandlers(base: string, guard: () => Promise<Response | undefined>): RequestHandler[] {
  const requireAdmin = async (request: Request): Promise<Response | MockUser> => {
    const down = await guard()
    if (down) return down
    const user = await userFromBearer(request)
    if (!user) return gotrueError(401, 'Invalid token: signature is invalid')
    if (!user.roles.includes('admin')) return gotrueError(401, 'User not allowed')
    return user
  }
  return [
    http.get(`${base}/admin/users`, async ({ request }) => {
      const admin = await requireAdmin(request)
      if (admin instanceof Response) return admin
      const url = new URL(request.url)
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
      const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 50) || 50))
      const filter = (url.searchParams.get('filter') ?? '').trim().toLowerCase()
      const all = [...users().values()]
        .filter(
          (user) => !filter || user.email.includes(filter) || user.fullName.toLowerCase().includes(filter),
        )
        .sort((a, b) => a.email.localeCompare(b.email))
      const slice = all.slice((page - 1) * perPage, page * perPage)
      return HttpResponse.json(
        { aud: '', users: slice.map(userJson) },
        { headers: { 'x-total-count': String(all.length) } },
      )
    }),
    http.get(`${base}/admin/users/:id`, async ({ request, params }) => {
      const admin = await requireAdmin(request)
      if (admin instanceof Response) return admin
      const user = users().get(String(params.id))
      return user ? HttpResponse.json(userJson(user)) : gotrueError(404, 'User not found')
    }),
    http.post(`${base}/admin/users`, async ({ request }) => {
      const admin = await requireAdmin(request)
      if (admin instanceof Response) return admin
      const parsed = adminCreateSchema.safeParse(await jsonBody(request))
      if (!parsed.success) return gotrueError(422, 'Unable to validate email address: invalid format')
      if (findUserByEmail(parsed.data.email)) return gotrueError(422, EMAIL_TAKEN)
      const data = { ...parsed.data.data, ...parsed.data.user_metadata }
      const user = createUser(
        parsed.data.email,
        parsed.data.password,
        data,
        parsed.data.confirm ?? true,
        parsed.data.app_metadata?.roles,
      )
      return HttpResponse.json(userJson(user))
    }),
    http.put(`${base}/admin/users/:id`, async ({ request, params }) => {
      const admin = await requireAdmin(request)
      if (admin instanceof Response) return admin
      const user = users().get(String(params.id))
      if (!user) return gotrueError(404, 'User not found')
      const parsed = updateSchema.safeParse(await jsonBody(request))
      if (!parsed.success) return gotrueError(422, 'Could not parse request body as JSON')
      return applyUpdate(user, parsed.data) ?? HttpResponse.json(userJson(user))
    }),
    // GoTrue's invite: an unconfirmed user and an invite mail; accepting it is POST /verify with a password.
    http.post(`${base}/invite`, async ({ request }) => {
      const admin = await requireAdmin(request)
      if (admin instanceof Response) return admin
      const parsed = z
        .object({ email: z.email(), data: z.record(z.string(), z.unknown()).optional() })
        .safeParse(await jsonBody(request))
      if (!parsed.success) return gotrueError(422, 'Unable to validate email address: invalid format')
      if (findUserByEmail(parsed.data.email)) return gotrueError(422, EMAIL_TAKEN)
      const user = createUser(parsed.data.email, randomUUID(), parsed.data.data ?? {}, false)
      issueVerifyToken(user, 'invite')
      return HttpResponse.json(userJson(user))
    }),
    http.delete(`${base}/admin/users/:id`, async ({ request, params }) => {
      const admin = await requireAdmin(request)
      if (admin instanceof Response) return admin
      if (!users().delete(String(params.id))) return gotrueError(404, 'User not found')
      return HttpResponse.json({})
    }),
  ]
}
