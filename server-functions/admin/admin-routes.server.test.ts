import { describe, expect, it, vi } from 'vitest'
import { DEMO_PASSWORD, findUserByEmail } from '#mocks/users.ts'
import { BODY_MESSAGES, INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { SESSION_COOKIE } from '#shared/http/cookie-names.ts'
import { Route as createRoute } from '~/routes/api/admin/users/create.ts'
import { Route as deleteRoute } from '~/routes/api/admin/users/delete.ts'
import { Route as updateRoute } from '~/routes/api/admin/users/update.ts'
import { requestCookies, routePost, startRouteTests } from '../../tests/setup/route-call.ts'
import { signIn } from '../identity/auth.server.ts'
import { sealSession } from '../identity/session.server.ts'
import { ADMIN_NOT_FOUND_MESSAGE } from './admin-users.server.ts'

vi.mock(import('@tanstack/react-start/server'), async (importOriginal) => ({
  ...(await importOriginal()),
  ...(await import('../../tests/setup/route-call.ts')).cookieFunctions,
}))

startRouteTests()

/** The route's POST with a JSON body, sent from this site unless the headers say otherwise. */
function post(route: { options: object }) {
  const handle = routePost(route)
  return (body: string, headers: Record<string, string> = {}) =>
    handle(
      new Request('http://localhost:5700/api/admin/users/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
        body,
      }),
    )
}

const create = post(createRoute)
const update = post(updateRoute)
const remove = post(deleteRoute)

async function signInAs(email: string) {
  const outcome = await signIn({ email, password: DEMO_PASSWORD }, '192.0.2.20')
  if (!outcome.session) throw new Error(`no session for ${email}`)
  requestCookies.sent.set(SESSION_COOKIE, await sealSession(outcome.session))
}

const newUser = {
  email: 'new.hire@contoso.example',
  password: 'Fresh-pass-42!',
  fullName: 'New Hire',
  extraData: '{"company": "Contoso"}',
}

describe('the admin console actions (/api/admin/users/…)', () => {
  it('are a 404 for visitors and for customers who are not admins, and run nothing', async () => {
    const before = findUserByEmail(newUser.email)
    for (const send of [create, update, remove]) {
      const input = send === create ? newUser : { id: 'u-starter', ...newUser }
      const anonymous = await send(JSON.stringify(input))
      expect(anonymous.status).toBe(404)
      expect(await anonymous.json()).toEqual({ error: ADMIN_NOT_FOUND_MESSAGE })
    }
    await signInAs('starter@example.com')
    const customer = await create(JSON.stringify(newUser))
    expect(customer.status).toBe(404)
    expect(customer.headers.get('cache-control')).toBe('private, no-store')
    expect(findUserByEmail(newUser.email)).toBe(before)
  })

  it('refuse a cross-site call, an oversized body and invalid input with a clear 4xx, even for an admin', async () => {
    await signInAs('admin@example.com')
    const crossSite = await create(JSON.stringify(newUser), { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: 'This endpoint accepts requests from this site only.' })
    const oversized = await update(JSON.stringify({ ...newUser, id: 'x', extraData: 'x'.repeat(70_000) }))
    expect(oversized.status).toBe(413)
    expect(await oversized.json()).toEqual({ error: BODY_MESSAGES.tooLarge })
    for (const body of [
      '{',
      '[]',
      JSON.stringify({ id: '../etc' }),
      JSON.stringify({ ...newUser, email: 1 }),
    ]) {
      const invalid = await remove(body)
      expect(invalid.status, body).toBe(400)
      expect(await invalid.json()).toEqual({ error: INVALID_REQUEST_MESSAGE })
    }
    expect(findUserByEmail(newUser.email)).toBeUndefined()
  })

  it('answer a body that breaks while it is read (cut off by the gate, or the client gone) with a 400', async () => {
    await signInAs('admin@example.com')
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'))
        controller.error(new Error('The request body took too long.'))
      },
    })
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: broken,
      duplex: 'half',
    }
    const response = await routePost(createRoute)(
      new Request('http://localhost:5700/api/admin/users/create/', init),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: INVALID_REQUEST_MESSAGE })
  })

  it('let an admin create, update and delete a user, answering the console’s shapes', async () => {
    await signInAs('admin@example.com')
    const created = await create(JSON.stringify(newUser))
    expect(created.status).toBe(200)
    const createdBody: unknown = await created.json()
    expect(createdBody).toMatchObject({ ok: true, data: { email: newUser.email, fullName: 'New Hire' } })
    const id = findUserByEmail(newUser.email)?.id ?? ''
    expect(id).not.toBe('')
    const updated = await update(JSON.stringify({ ...newUser, id, password: '', fullName: 'Renamed Hire' }))
    expect(await updated.json()).toMatchObject({ ok: true, data: { id, fullName: 'Renamed Hire' } })
    const deleted = await remove(JSON.stringify({ id }))
    expect(await deleted.json()).toEqual({ ok: true, data: { id } })
    expect(findUserByEmail(newUser.email)).toBeUndefined()
  })
})
