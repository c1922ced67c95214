import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { mockControls } from './controls.ts'
import { identityHandlers, lastMailTo, SHORT_TOKEN_SECONDS } from './identity.ts'
import { startMockServerFor } from './test-server.ts'
import { DEMO_PASSWORD } from './users.ts'

const base = 'https://identity.test/.netlify/identity'
startMockServerFor(identityHandlers(base))

const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  token_type: z.literal('bearer'),
  user: z.object({ id: z.string(), email: z.string() }),
})

const token = (form: Record<string, string>) =>
  fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  })
const login = async (email: string, password = DEMO_PASSWORD) =>
  tokenSchema.parse(await (await token({ grant_type: 'password', username: email, password })).json())
const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` })
const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('GoTrue mock', () => {
  it('reports its settings with one external provider', async () => {
    const settings = await (await fetch(`${base}/settings`)).json()
    expect(settings).toMatchObject({ external: { github: true }, disable_signup: false, autoconfirm: true })
  })

  it('signs a demo user in with a JWT whose exp is real', async () => {
    const session = await login('pro@example.com')
    const claims = decodeJwt(session.access_token)
    expect(claims.email).toBe('pro@example.com')
    expect(Number(claims.exp) - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500)
    const user = await (await fetch(`${base}/user`, { headers: bearer(session.access_token) })).json()
    expect(user).toMatchObject({ email: 'pro@example.com', app_metadata: { provider: 'email' } })
  })

  it('answers failed logins with GoTrue error descriptions', async () => {
    const unknown = await token({ grant_type: 'password', username: 'nobody@example.com', password: 'x' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'No user found with that email',
    })
    const wrong = await token({ grant_type: 'password', username: 'pro@example.com', password: 'nope' })
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'password invalid' })
  })

  it('signs up a new user who can then sign in; duplicates are refused', async () => {
    const created = await postJson('/signup', {
      email: 'new@example.com',
      password: 'Str0ng!pass',
      data: { full_name: 'New Person' },
    })
    expect(created.status).toBe(200)
    expect((await login('new@example.com', 'Str0ng!pass')).user.email).toBe('new@example.com')
    const again = await postJson('/signup', { email: 'new@example.com', password: 'Str0ng!pass' })
    expect(again.status).toBe(422)
    expect(await again.json()).toEqual({
      code: 422,
      msg: 'A user with this email address has already been registered',
    })
  })

  it('rotates refresh tokens: each one works once', async () => {
    const session = await login('starter@example.com')
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: session.refresh_token })
    expect(tokenSchema.parse(await refreshed.json()).refresh_token).not.toBe(session.refresh_token)
    const reused = await token({ grant_type: 'refresh_token', refresh_token: session.refresh_token })
    expect(await reused.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid Refresh Token',
    })
  })

  it('sends a recovery mail, throttles a second request and verifies the token', async () => {
    expect((await postJson('/recover', { email: 'premium@example.com' })).status).toBe(200)
    const throttled = await postJson('/recover', { email: 'premium@example.com' })
    expect(throttled.status).toBe(429)
    const mail = lastMailTo('premium@example.com', 'recovery')
    expect(mail).toBeDefined()
    const verified = await postJson('/verify', { token: mail?.token, type: 'recovery' })
    expect(tokenSchema.parse(await verified.json()).user.email).toBe('premium@example.com')
    const replay = await postJson('/verify', { token: mail?.token, type: 'recovery' })
    expect(replay.status).toBe(404)
  })

  it('updates the user and logs out, revoking refresh tokens', async () => {
    const session = await login('starter@example.com')
    const updated = await fetch(`${base}/user`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(session.access_token) },
      body: JSON.stringify({ data: { full_name: 'Renamed' } }),
    })
    expect(await updated.json()).toMatchObject({ user_metadata: { full_name: 'Renamed' } })
    expect((await postJson('/logout', {}, bearer(session.access_token))).status).toBe(204)
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: session.refresh_token })
    expect(refresh.status).toBe(400)
    expect((await fetch(`${base}/user`, { headers: bearer('forged') })).status).toBe(401)
  })

  it('lets only admins use the admin API, with a full create-update-delete round trip', async () => {
    const admin = await login('admin@example.com')
    const customer = await login('starter@example.com')
    expect((await fetch(`${base}/admin/users`)).status).toBe(401)
    expect((await fetch(`${base}/admin/users`, { headers: bearer(customer.access_token) })).status).toBe(401)
    const list = z
      .object({ users: z.array(z.object({ email: z.string() })) })
      .parse(
        await (await fetch(`${base}/admin/users?per_page=3`, { headers: bearer(admin.access_token) })).json(),
      )
    expect(list.users).toHaveLength(3)
    const created = z
      .object({ id: z.string() })
      .parse(
        await (
          await postJson(
            '/admin/users',
            { email: 'made@example.com', password: 'Str0ng!pass' },
            bearer(admin.access_token),
          )
        ).json(),
      )
    const put = await fetch(`${base}/admin/users/${created.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(admin.access_token) },
      body: JSON.stringify({ email: 'changed@example.com' }),
    })
    expect(await put.json()).toMatchObject({ email: 'changed@example.com' })
    const removed = await fetch(`${base}/admin/users/${created.id}`, {
      method: 'DELETE',
      headers: bearer(admin.access_token),
    })
    expect(removed.status).toBe(200)
    expect(
      (await fetch(`${base}/admin/users/${created.id}`, { headers: bearer(admin.access_token) })).status,
    ).toBe(404)
  })

  it('returns from an external provider with tokens in the URL fragment', async () => {
    const response = await fetch(
      `${base}/authorize?provider=github&redirect_to=${encodeURIComponent('http://site.test/')}`,
      {
        redirect: 'manual',
      },
    )
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '')
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(location.origin).toBe('http://site.test')
    expect(fragment.get('access_token')).toBeTruthy()
    expect(fragment.get('refresh_token')).toBeTruthy()
  })

  it('honours the documented failure inputs and the down switch', async () => {
    const down = await token({ grant_type: 'password', username: 'identity-down@example.com', password: 'x' })
    expect(down.status).toBe(500)
    expect(await down.json()).toEqual({ code: 500, msg: 'Internal server error' })
    expect((await login('short-token@example.com')).expires_in).toBe(SHORT_TOKEN_SECONDS)
    mockControls().identity = 'down'
    expect((await fetch(`${base}/settings`)).status).toBe(503)
  })
})
