import { decodeJwt } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { mockControls } from './controls.ts'
import {
  ACCESS_TOKEN_SECONDS,
  IDENTITY_DOWN_EMAIL,
  identityHandlers,
  lastMailTo,
  mailLink,
  mockMailbox,
  OAUTH_DEMO_EMAIL,
  RECOVERY_THROTTLE_MS,
  SHORT_TOKEN_EMAIL,
  SHORT_TOKEN_SECONDS,
  UNCONFIRMED_EMAIL_MARK,
} from './identity.ts'
import { startMockServerFor } from './test-server.ts'
import { DEMO_PASSWORD, demoUsers, findUserByEmail } from './users.ts'

const base = 'https://identity.test/.netlify/identity'
startMockServerFor(identityHandlers(base, 'http://site.test'))
afterEach(() => {
  vi.useRealTimers()
})

const userSchema = z.object({
  id: z.string(),
  aud: z.string(),
  role: z.string(),
  email: z.string(),
  confirmed_at: z.string().nullable(),
  app_metadata: z.object({ provider: z.string(), roles: z.array(z.string()) }),
  user_metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
})
const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  token_type: z.literal('bearer'),
  user: userSchema,
})
const adminListSchema = z.object({ aud: z.string(), users: z.array(userSchema) })

const STRONG_PASSWORD = 'Str0ng!pass'

const token = (form: Record<string, string>) =>
  fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  })
const passwordGrant = (username: string, password = DEMO_PASSWORD) =>
  token({ grant_type: 'password', username, password })
const refreshGrant = (refreshToken: string) =>
  token({ grant_type: 'refresh_token', refresh_token: refreshToken })
const login = async (email: string, password = DEMO_PASSWORD) => {
  const response = await passwordGrant(email, password)
  expect(response.status).toBe(200)
  return tokenSchema.parse(await response.json())
}
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` })
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const getUser = (accessToken: string) => fetch(`${base}/user`, { headers: bearer(accessToken) })
const signUp = (email: string, password = STRONG_PASSWORD, data: Record<string, unknown> = {}) =>
  send('POST', '/signup', { email, password, data })

function demo(email: string) {
  const user = findUserByEmail(email)
  if (!user) throw new Error(`no demo user ${email}`)
  return user
}

async function expectGotrueError(response: Response, status: number, msg: string) {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ code: status, msg })
}

async function expectGrantError(response: Response, description: string) {
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: description })
}

describe('GET /settings', () => {
  it('reports sign-up open, auto-confirm and GitHub as the only external provider', async () => {
    const response = await fetch(`${base}/settings`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      external: { bitbucket: false, github: true, gitlab: false, google: false },
      disable_signup: false,
      autoconfirm: true,
    })
  })
})

describe('POST /signup', () => {
  it('creates a confirmed user who can sign in with the password grant and read GET /user', async () => {
    const profile = {
      full_name: 'New Person',
      discovery: 'Google',
      primaryLanguage: 'Python',
      problemStatement: 'Compress invoices',
      toolkitInterest: 'Compress PDF;Merge PDF',
    }
    const created = await signUp('new@example.com', STRONG_PASSWORD, profile)
    expect(created.status).toBe(200)
    const user = userSchema.parse(await created.json())
    expect(user).toMatchObject({ email: 'new@example.com', user_metadata: profile })
    expect(user.confirmed_at).not.toBeNull()

    const session = await login('new@example.com', STRONG_PASSWORD)
    expect(session.user.id).toBe(user.id)
    const me = await getUser(session.access_token)
    expect(me.status).toBe(200)
    expect(userSchema.parse(await me.json())).toMatchObject({
      id: user.id,
      email: 'new@example.com',
      user_metadata: profile,
      app_metadata: { provider: 'email', roles: [] },
    })
  })

  it('gives the new user a Starter, Monthly account with its own API key', async () => {
    await signUp('fresh@example.com')
    const { account } = demo('fresh@example.com')
    expect(account).toMatchObject({ plan: 'Starter', billingCycle: 'Monthly', totalCalls: 0 })
    const keys = demoUsers().map((user) => demo(user.email).account.apiKey)
    expect(keys).not.toContain(account.apiKey)
  })

  it('stores the email in lower case and signs in whatever the case', async () => {
    const created = userSchema.parse(await (await signUp('Mixed.Case@Example.COM')).json())
    expect(created.email).toBe('mixed.case@example.com')
    expect((await login('MIXED.case@example.com', STRONG_PASSWORD)).user.id).toBe(created.id)
  })

  it('refuses a registered email, also in another case', async () => {
    await expectGotrueError(
      await signUp('starter@example.com'),
      422,
      'A user with this email address has already been registered',
    )
    await expectGotrueError(
      await signUp('Starter@Example.com'),
      422,
      'A user with this email address has already been registered',
    )
  })

  it('refuses an invalid email and a password shorter than 6 characters', async () => {
    await expectGotrueError(
      await signUp('not-an-email'),
      422,
      'Unable to validate email address: invalid format',
    )
    await expectGotrueError(
      await signUp('short@example.com', '12345'),
      422,
      'Password should be at least 6 characters',
    )
    expect(findUserByEmail('short@example.com')).toBeUndefined()
  })
})

describe('POST /token', () => {
  it('answers the password grant with a signed HS256 JWT whose exp is one hour away', async () => {
    const user = demo('pro@example.com')
    const session = await login('pro@example.com')
    expect(session.expires_in).toBe(ACCESS_TOKEN_SECONDS)
    expect(session.user).toMatchObject({ id: user.id, email: 'pro@example.com' })
    const claims = decodeJwt(session.access_token)
    expect(claims).toMatchObject({
      sub: user.id,
      email: 'pro@example.com',
      user_metadata: { full_name: 'Paolo Pro' },
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(ACCESS_TOKEN_SECONDS)
    expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now())
  })

  it('signs in every demo user with the demo password', async () => {
    for (const { email } of demoUsers()) {
      expect((await login(email)).user.email).toBe(email)
    }
  })

  it('puts the admin role in the token of admin@example.com', async () => {
    const session = await login('admin@example.com')
    expect(session.user.app_metadata.roles).toEqual(['admin'])
    expect(decodeJwt(session.access_token)).toMatchObject({ app_metadata: { roles: ['admin'] } })
  })

  it('answers an unknown email with "No user found with that email"', async () => {
    await expectGrantError(await passwordGrant('nobody@example.com', 'x'), 'No user found with that email')
  })

  it('answers a wrong password with "password invalid"', async () => {
    await expectGrantError(await passwordGrant('pro@example.com', 'Wrong-pass-1!'), 'password invalid')
  })

  it('refuses a user who has not confirmed the email', async () => {
    const admin = await login('admin@example.com')
    await send(
      'POST',
      '/admin/users',
      { email: 'unconfirmed@example.com', password: STRONG_PASSWORD, confirm: false },
      bearer(admin.access_token),
    )
    await expectGrantError(
      await passwordGrant('unconfirmed@example.com', STRONG_PASSWORD),
      'Email not confirmed',
    )
  })

  it('refuses an unknown grant type', async () => {
    const response = await token({ grant_type: 'client_credentials' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'Unsupported grant type',
    })
  })

  it('rotates refresh tokens: each one works once and its successor works', async () => {
    const session = await login('starter@example.com')
    const first = await refreshGrant(session.refresh_token)
    expect(first.status).toBe(200)
    const rotated = tokenSchema.parse(await first.json())
    expect(rotated.refresh_token).not.toBe(session.refresh_token)
    expect(rotated.user.email).toBe('starter@example.com')
    expect((await getUser(rotated.access_token)).status).toBe(200)

    await expectGrantError(await refreshGrant(session.refresh_token), 'Invalid Refresh Token')
    expect((await refreshGrant(rotated.refresh_token)).status).toBe(200)
    await expectGrantError(await refreshGrant(rotated.refresh_token), 'Invalid Refresh Token')
  })

  it('refuses an unknown or empty refresh token', async () => {
    await expectGrantError(await refreshGrant('made-up'), 'Invalid Refresh Token')
    await expectGrantError(await token({ grant_type: 'refresh_token' }), 'Invalid Refresh Token')
  })

  it('answers 500 for identity-down@example.com', async () => {
    await expectGotrueError(await passwordGrant(IDENTITY_DOWN_EMAIL, 'x'), 500, 'Internal server error')
  })

  it('gives short-token@example.com 30-second tokens that expire, and refreshes them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'))
    const session = await login(SHORT_TOKEN_EMAIL)
    expect(session.expires_in).toBe(SHORT_TOKEN_SECONDS)
    const claims = decodeJwt(session.access_token)
    expect(Number(claims.exp) - Number(claims.iat)).toBe(SHORT_TOKEN_SECONDS)
    expect((await getUser(session.access_token)).status).toBe(200)

    vi.setSystemTime(new Date('2026-06-01T12:00:31Z'))
    await expectGotrueError(await getUser(session.access_token), 401, 'Invalid token: signature is invalid')
    const refreshed = tokenSchema.parse(await (await refreshGrant(session.refresh_token)).json())
    expect(refreshed.expires_in).toBe(SHORT_TOKEN_SECONDS)
    expect((await getUser(refreshed.access_token)).status).toBe(200)
  })
})

describe('GET and PUT /user', () => {
  it('refuses a missing, forged or foreign-signed token with 401', async () => {
    await expectGotrueError(await fetch(`${base}/user`), 401, 'Invalid token: signature is invalid')
    await expectGotrueError(await getUser('forged'), 401, 'Invalid token: signature is invalid')
    const session = await login('starter@example.com')
    const [header, payload] = session.access_token.split('.')
    await expectGotrueError(
      await getUser(`${header}.${payload}.${'A'.repeat(43)}`),
      401,
      'Invalid token: signature is invalid',
    )
  })

  it('merges user data and keeps the rest of the metadata', async () => {
    const session = await login('starter@example.com')
    const updated = await send('PUT', '/user', { data: { company: 'Acme' } }, bearer(session.access_token))
    expect(updated.status).toBe(200)
    expect(userSchema.parse(await updated.json()).user_metadata).toEqual({
      full_name: 'Sam Starter',
      company: 'Acme',
    })
    const renamed = await send(
      'PUT',
      '/user',
      { data: { full_name: 'Renamed' } },
      bearer(session.access_token),
    )
    expect(userSchema.parse(await renamed.json()).user_metadata).toMatchObject({ full_name: 'Renamed' })
    expect(demo('starter@example.com').fullName).toBe('Renamed')
  })

  it('changes the password: the old one stops working', async () => {
    const session = await login('premium@example.com')
    const response = await send('PUT', '/user', { password: STRONG_PASSWORD }, bearer(session.access_token))
    expect(response.status).toBe(200)
    await expectGrantError(await passwordGrant('premium@example.com'), 'password invalid')
    expect((await login('premium@example.com', STRONG_PASSWORD)).user.email).toBe('premium@example.com')
  })

  it('refuses an update without a valid token or with a too short password', async () => {
    await expectGotrueError(
      await send('PUT', '/user', { data: { full_name: 'x' } }),
      401,
      'Invalid token: signature is invalid',
    )
    const session = await login('starter@example.com')
    const short = await send('PUT', '/user', { password: '123' }, bearer(session.access_token))
    expect(short.status).toBe(422)
    await expectGrantError(await passwordGrant('starter@example.com', '123'), 'password invalid')
  })

  it('does not let a user grant themselves roles', async () => {
    const session = await login('starter@example.com')
    await send('PUT', '/user', { app_metadata: { roles: ['admin'] } }, bearer(session.access_token))
    expect(demo('starter@example.com').roles).toEqual([])
  })
})

describe('POST /recover and POST /verify', () => {
  it('mails a recovery token that verifies into a session, then sets a new password', async () => {
    const recover = await send('POST', '/recover', { email: 'premium@example.com' })
    expect(recover.status).toBe(200)
    expect(await recover.json()).toEqual({})
    const mail = lastMailTo('premium@example.com', 'recovery')
    if (!mail) throw new Error('no recovery mail')
    expect(mail).toMatchObject({ to: 'premium@example.com', kind: 'recovery' })

    const verified = await send('POST', '/verify', { token: mail.token, type: 'recovery' })
    expect(verified.status).toBe(200)
    const session = tokenSchema.parse(await verified.json())
    expect(session.user.email).toBe('premium@example.com')

    await send('PUT', '/user', { password: STRONG_PASSWORD }, bearer(session.access_token))
    expect((await login('premium@example.com', STRONG_PASSWORD)).user.email).toBe('premium@example.com')
    await expectGrantError(await passwordGrant('premium@example.com'), 'password invalid')
  })

  it('addresses the mail to the stored (lower-case) email', async () => {
    await send('POST', '/recover', { email: 'Pro@Example.com' })
    expect(lastMailTo('pro@example.com', 'recovery')).toBeDefined()
    expect(lastMailTo('PRO@example.com', 'recovery')).toBeDefined()
    expect(mockMailbox()).toHaveLength(1)
  })

  it('accepts a recovery token only once and only as a recovery', async () => {
    await send('POST', '/recover', { email: 'starter@example.com' })
    const mail = lastMailTo('starter@example.com', 'recovery')
    if (!mail) throw new Error('no recovery mail')
    await expectGotrueError(
      await send('POST', '/verify', { token: mail.token, type: 'signup' }),
      404,
      'User not found',
    )
    expect((await send('POST', '/verify', { token: mail.token, type: 'recovery' })).status).toBe(200)
    await expectGotrueError(
      await send('POST', '/verify', { token: mail.token, type: 'recovery' }),
      404,
      'User not found',
    )
  })

  it('refuses an unknown token and a malformed verify body', async () => {
    await expectGotrueError(
      await send('POST', '/verify', { token: 'nope', type: 'recovery' }),
      404,
      'User not found',
    )
    await expectGotrueError(
      await send('POST', '/verify', { token: 'nope', type: 'magic' }),
      422,
      'Verify requires a token and a type',
    )
    await expectGotrueError(await send('POST', '/verify', {}), 422, 'Verify requires a token and a type')
  })

  it('throttles recovery to one request per email per 15 minutes with a 429', async () => {
    const start = Date.now()
    const now = vi.spyOn(Date, 'now').mockReturnValue(start)
    expect((await send('POST', '/recover', { email: 'pro@example.com' })).status).toBe(200)
    await expectGotrueError(
      await send('POST', '/recover', { email: 'pro@example.com' }),
      429,
      'For security purposes, you can only request this once every 15 minutes',
    )
    // Another user is not affected.
    expect((await send('POST', '/recover', { email: 'starter@example.com' })).status).toBe(200)

    now.mockReturnValue(start + RECOVERY_THROTTLE_MS - 1)
    expect((await send('POST', '/recover', { email: 'pro@example.com' })).status).toBe(429)
    now.mockReturnValue(start + RECOVERY_THROTTLE_MS)
    expect((await send('POST', '/recover', { email: 'pro@example.com' })).status).toBe(200)
    expect(mockMailbox().filter((mail) => mail.to === 'pro@example.com')).toHaveLength(2)
  })

  it('refuses recovery for an unknown or invalid email', async () => {
    await expectGotrueError(
      await send('POST', '/recover', { email: 'nobody@example.com' }),
      404,
      'User not found',
    )
    await expectGotrueError(
      await send('POST', '/recover', { email: 'nope' }),
      422,
      'Unable to validate email address: invalid format',
    )
    expect(mockMailbox()).toEqual([])
  })

  it('starts every test with an empty mailbox and no throttle', async () => {
    expect(mockMailbox()).toEqual([])
    expect((await send('POST', '/recover', { email: 'pro@example.com' })).status).toBe(200)
  })
})

describe('POST /logout', () => {
  it('answers 204 and revokes every refresh token of the user, not of others', async () => {
    const first = await login('starter@example.com')
    const second = await login('starter@example.com')
    const other = await login('pro@example.com')
    const response = await send('POST', '/logout', undefined, bearer(first.access_token))
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    await expectGrantError(await refreshGrant(first.refresh_token), 'Invalid Refresh Token')
    await expectGrantError(await refreshGrant(second.refresh_token), 'Invalid Refresh Token')
    expect((await refreshGrant(other.refresh_token)).status).toBe(200)
  })

  it('needs a valid bearer token', async () => {
    await expectGotrueError(await send('POST', '/logout'), 401, 'Invalid token: signature is invalid')
  })
})

describe('GET /authorize', () => {
  const authorize = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/authorize?${query}`, { redirect: 'manual', headers })
  const fragmentOf = (response: Response) => {
    const location = new URL(response.headers.get('location') ?? '')
    return { location, fragment: new URLSearchParams(location.hash.slice(1)) }
  }

  it('redirects to redirect_to with a session in the URL fragment', async () => {
    const target = 'http://site.test/account/?tab=key#old'
    const response = await authorize(`provider=github&redirect_to=${encodeURIComponent(target)}`)
    expect(response.status).toBe(302)
    const { location, fragment } = fragmentOf(response)
    expect(`${location.origin}${location.pathname}${location.search}`).toBe(
      'http://site.test/account/?tab=key',
    )
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('expires_in')).toBe(String(ACCESS_TOKEN_SECONDS))
    expect(fragment.get('refresh_token')).toBeTruthy()

    const me = await getUser(fragment.get('access_token') ?? '')
    expect(userSchema.parse(await me.json())).toMatchObject({
      email: OAUTH_DEMO_EMAIL,
      user_metadata: { full_name: 'Git Hubber' },
    })
    expect((await refreshGrant(fragment.get('refresh_token') ?? '')).status).toBe(200)
  })

  it('signs the same provider user in again rather than creating another', async () => {
    await authorize('provider=github&redirect_to=http%3A%2F%2Fsite.test%2F')
    const firstId = demo(OAUTH_DEMO_EMAIL).id
    await authorize('provider=github&redirect_to=http%3A%2F%2Fsite.test%2F')
    expect(demo(OAUTH_DEMO_EMAIL).id).toBe(firstId)
  })

  it('accepts an invite token and falls back to the referer without redirect_to', async () => {
    const response = await authorize('provider=github&invite_token=abc', {
      referer: 'http://site.test/pricing/',
    })
    expect(response.status).toBe(302)
    const { location, fragment } = fragmentOf(response)
    expect(location.pathname).toBe('/pricing/')
    expect(fragment.get('access_token')).toBeTruthy()
  })

  it('returns only to the site: another origin in redirect_to or the Referer gets the site URL', async () => {
    for (const [query, headers] of [
      ['provider=github&redirect_to=https%3A%2F%2Fevil.test%2Fauth%2Fcallback%2F', {}],
      ['provider=github&redirect_to=%2F%2Fevil.test%2F', {}],
      ['provider=github', { referer: 'https://evil.test/' }],
    ] as const) {
      const { location } = fragmentOf(await authorize(query, headers))
      expect(`${location.origin}${location.pathname}`).toBe('http://site.test/')
    }
  })

  it('refuses a provider that is not enabled', async () => {
    await expectGotrueError(
      await authorize('provider=gitlab&redirect_to=http%3A%2F%2Fsite.test%2F'),
      400,
      'Unsupported provider: Provider is not enabled',
    )
    await expectGotrueError(await authorize(''), 400, 'Unsupported provider: Provider is not enabled')
  })
})

describe('admin API', () => {
  const adminToken = async () => (await login('admin@example.com')).access_token
  const starterToken = async () => (await login('starter@example.com')).access_token
  const adminCalls = (id: string) =>
    [
      ['GET', '/admin/users', undefined],
      ['GET', `/admin/users/${id}`, undefined],
      ['POST', '/admin/users', { email: 'someone@example.com', password: STRONG_PASSWORD }],
      ['PUT', `/admin/users/${id}`, { data: { full_name: 'Hacked' } }],
      ['DELETE', `/admin/users/${id}`, undefined],
    ] as const

  it('refuses every admin call from an anonymous visitor', async () => {
    for (const [method, path, body] of adminCalls(demo('pro@example.com').id)) {
      await expectGotrueError(await send(method, path, body), 401, 'Invalid token: signature is invalid')
    }
  })

  it('refuses every admin call from starter@example.com and changes nothing', async () => {
    const token = await starterToken()
    for (const [method, path, body] of adminCalls(demo('pro@example.com').id)) {
      await expectGotrueError(await send(method, path, body, bearer(token)), 401, 'User not allowed')
    }
    expect(findUserByEmail('someone@example.com')).toBeUndefined()
    expect(demo('pro@example.com').fullName).toBe('Paolo Pro')
  })

  it('lists users in pages, sorted by email, with the total in x-total-count', async () => {
    const token = await adminToken()
    const all = await send('GET', '/admin/users', undefined, bearer(token))
    expect(all.status).toBe(200)
    expect(all.headers.get('x-total-count')).toBe(String(demoUsers().length))
    const emails = adminListSchema.parse(await all.json()).users.map((user) => user.email)
    expect(emails).toEqual(
      demoUsers()
        .map((user) => user.email)
        .sort(),
    )

    const page2 = await send('GET', '/admin/users?page=2&per_page=4', undefined, bearer(token))
    expect(adminListSchema.parse(await page2.json()).users.map((user) => user.email)).toEqual(
      emails.slice(4, 8),
    )
  })

  it('reads one user by id and answers 404 for an unknown id', async () => {
    const token = await adminToken()
    const pro = demo('pro@example.com')
    const found = await send('GET', `/admin/users/${pro.id}`, undefined, bearer(token))
    expect(userSchema.parse(await found.json())).toMatchObject({ id: pro.id, email: 'pro@example.com' })
    await expectGotrueError(
      await send('GET', '/admin/users/unknown', undefined, bearer(token)),
      404,
      'User not found',
    )
  })

  it('creates, updates and deletes a user; the changes show at sign-in', async () => {
    const token = await adminToken()
    const createdResponse = await send(
      'POST',
      '/admin/users',
      {
        email: 'made@example.com',
        password: STRONG_PASSWORD,
        data: { full_name: 'Made Up' },
        app_metadata: { roles: ['editor'] },
      },
      bearer(token),
    )
    expect(createdResponse.status).toBe(200)
    const created = userSchema.parse(await createdResponse.json())
    expect(created).toMatchObject({
      email: 'made@example.com',
      user_metadata: { full_name: 'Made Up' },
      app_metadata: { roles: ['editor'] },
    })
    expect(created.confirmed_at).not.toBeNull()
    expect((await login('made@example.com', STRONG_PASSWORD)).user.id).toBe(created.id)

    await expectGotrueError(
      await send(
        'POST',
        '/admin/users',
        { email: 'made@example.com', password: STRONG_PASSWORD },
        bearer(token),
      ),
      422,
      'Email address already registered by another user',
    )

    const updated = await send(
      'PUT',
      `/admin/users/${created.id}`,
      { email: 'changed@example.com', app_metadata: { roles: [] } },
      bearer(token),
    )
    expect(userSchema.parse(await updated.json())).toMatchObject({
      email: 'changed@example.com',
      app_metadata: { roles: [] },
    })
    await expectGrantError(
      await passwordGrant('made@example.com', STRONG_PASSWORD),
      'No user found with that email',
    )
    expect((await login('changed@example.com', STRONG_PASSWORD)).user.id).toBe(created.id)

    const removed = await send('DELETE', `/admin/users/${created.id}`, undefined, bearer(token))
    expect(removed.status).toBe(200)
    expect(await removed.json()).toEqual({})
    await expectGotrueError(
      await send('GET', `/admin/users/${created.id}`, undefined, bearer(token)),
      404,
      'User not found',
    )
    await expectGrantError(
      await passwordGrant('changed@example.com', STRONG_PASSWORD),
      'No user found with that email',
    )
  })

  it('answers 404 for updating or deleting an unknown user and 422 for a bad create', async () => {
    const token = await adminToken()
    await expectGotrueError(
      await send('PUT', '/admin/users/unknown', { data: {} }, bearer(token)),
      404,
      'User not found',
    )
    await expectGotrueError(
      await send('DELETE', '/admin/users/unknown', undefined, bearer(token)),
      404,
      'User not found',
    )
    const bad = await send(
      'POST',
      '/admin/users',
      { email: 'nope', password: STRONG_PASSWORD },
      bearer(token),
    )
    expect(bad.status).toBe(422)
  })

  it('lets a promoted user in and ends access for a user it deletes', async () => {
    const token = await adminToken()
    const starter = demo('starter@example.com')
    const customer = await login('starter@example.com')
    await send('PUT', `/admin/users/${starter.id}`, { app_metadata: { roles: ['admin'] } }, bearer(token))
    expect((await send('GET', '/admin/users', undefined, bearer(customer.access_token))).status).toBe(200)

    await send('DELETE', `/admin/users/${starter.id}`, undefined, bearer(token))
    await expectGotrueError(await getUser(customer.access_token), 401, 'Invalid token: signature is invalid')
    await expectGrantError(await refreshGrant(customer.refresh_token), 'Invalid Refresh Token')
  })
})

describe('down switch', () => {
  it('answers 503 on every endpoint while identity is down, and recovers when ok again', async () => {
    const session = await login('admin@example.com')
    mockControls().identity = 'down'
    const calls: [string, string, unknown][] = [
      ['GET', '/settings', undefined],
      ['POST', '/signup', { email: 'x@example.com', password: STRONG_PASSWORD }],
      ['POST', '/verify', { token: 'x', type: 'recovery' }],
      ['POST', '/recover', { email: 'pro@example.com' }],
      ['GET', '/authorize?provider=github', undefined],
      ['GET', '/user', undefined],
      ['PUT', '/user', { data: {} }],
      ['POST', '/logout', undefined],
      ['GET', '/admin/users', undefined],
      ['GET', `/admin/users/${session.user.id}`, undefined],
      ['POST', '/admin/users', { email: 'y@example.com', password: STRONG_PASSWORD }],
      ['PUT', `/admin/users/${session.user.id}`, { data: {} }],
      ['DELETE', `/admin/users/${session.user.id}`, undefined],
    ]
    for (const [method, path, body] of calls) {
      const response = await send(method, path, body, bearer(session.access_token))
      expect(response.status, `${method} ${path}`).toBe(503)
      expect(await response.json()).toEqual({ message: 'Service Unavailable' })
    }
    const tokenCall = await passwordGrant('pro@example.com')
    expect(tokenCall.status).toBe(503)

    expect(findUserByEmail('x@example.com')).toBeUndefined()
    expect(findUserByEmail('admin@example.com')).toBeDefined()
    mockControls().identity = 'ok'
    expect((await passwordGrant('pro@example.com')).status).toBe(200)
  })

  it('is back to ok at the start of each test', async () => {
    expect(mockControls().identity).toBe('ok')
    expect((await fetch(`${base}/settings`)).status).toBe(200)
  })
})

describe('confirmation, invites and unique emails', () => {
  it('leaves a +confirm@ sign-up unconfirmed and mails a confirmation link that verifies into a session', async () => {
    const email = `dev${UNCONFIRMED_EMAIL_MARK}example.com`
    const created = userSchema.parse(await (await signUp(email)).json())
    expect(created.confirmed_at).toBeNull()
    await expectGrantError(await passwordGrant(email, STRONG_PASSWORD), 'Email not confirmed')
    const mail = lastMailTo(email, 'confirmation')
    expect(mail).toBeDefined()
    expect(
      mailLink(mail ?? { to: '', kind: 'confirmation', token: '', sentAt: 0 }, 'https://site.test'),
    ).toBe(`https://site.test/passwordreset/#confirmation_token=${mail?.token}`)
    const verified = await send('POST', '/verify', { token: mail?.token, type: 'signup' })
    expect(tokenSchema.parse(await verified.json()).user.confirmed_at).not.toBeNull()
    expect((await passwordGrant(email, STRONG_PASSWORD)).status).toBe(200)
  })

  it('mails a confirmation link to the redirect_to of the sign-up when it is on the site, as GoTrue does', async () => {
    const signUpFrom = (email: string, redirectTo: string) =>
      fetch(`${base}/signup?redirect_to=${encodeURIComponent(redirectTo)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: STRONG_PASSWORD, data: {} }),
      })
    const ours = `lin${UNCONFIRMED_EMAIL_MARK}example.com`
    await signUpFrom(ours, 'http://site.test/apilab/?n=s&tool=ocr-pdf')
    const mail = lastMailTo(ours, 'confirmation')
    expect(mail && mailLink(mail, 'http://site.test')).toBe(
      `http://site.test/apilab/?n=s&tool=ocr-pdf#confirmation_token=${mail?.token}`,
    )
    const foreign = `eve${UNCONFIRMED_EMAIL_MARK}example.com`
    await signUpFrom(foreign, 'https://evil.example/apilab/')
    const dropped = lastMailTo(foreign, 'confirmation')
    expect(dropped && mailLink(dropped, 'http://site.test')).toBe(
      `http://site.test/passwordreset/#confirmation_token=${dropped?.token}`,
    )
  })

  it('invites a user (admin only); accepting the invite sets the password and signs in', async () => {
    const starter = (await login('starter@example.com')).access_token
    await expectGotrueError(
      await send('POST', '/invite', { email: 'new@example.com' }, bearer(starter)),
      401,
      'User not allowed',
    )
    const admin = (await login('admin@example.com')).access_token
    const invited = await send('POST', '/invite', { email: 'new@example.com' }, bearer(admin))
    expect(invited.status).toBe(200)
    const mail = lastMailTo('new@example.com', 'invite')
    expect(mail?.token).toBeTruthy()
    const accepted = await send('POST', '/verify', {
      token: mail?.token,
      type: 'signup',
      password: STRONG_PASSWORD,
    })
    expect(tokenSchema.parse(await accepted.json()).user.email).toBe('new@example.com')
    expect((await passwordGrant('new@example.com', STRONG_PASSWORD)).status).toBe(200)
  })

  it('refuses to move a user onto an email another user holds, via PUT /user and the admin API', async () => {
    const session = await login('starter@example.com')
    await expectGotrueError(
      await send('PUT', '/user', { email: 'premium@example.com' }, bearer(session.access_token)),
      422,
      'Email address already registered by another user',
    )
    const admin = (await login('admin@example.com')).access_token
    await expectGotrueError(
      await send(
        'PUT',
        `/admin/users/${demo('pro@example.com').id}`,
        { email: 'PREMIUM@example.com' },
        bearer(admin),
      ),
      422,
      'Email address already registered by another user',
    )
    expect(demo('pro@example.com').email).toBe('pro@example.com')
  })

  it('gives every demo user its own Stripe customer id and new sign-ups no CRM record yet', async () => {
    const ids = demoUsers().map((user) => demo(user.email).account.stripeId)
    expect(new Set(ids).size).toBe(ids.length)
    await signUp('fresh@example.com')
    expect(demo('fresh@example.com').account.crmRecordCreated).toBe(false)
    expect(demo('starter@example.com').account.crmRecordCreated).toBe(true)
  })

  it('marks provider users with their provider', async () => {
    await fetch(`${base}/authorize?provider=github&redirect_to=${encodeURIComponent('https://site.test/')}`, {
      redirect: 'manual',
    })
    const session = await login(OAUTH_DEMO_EMAIL, demo(OAUTH_DEMO_EMAIL).password)
    expect(session.user.app_metadata.provider).toBe('github')
  })
})
