import { isNotFound } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { DEMO_PASSWORD, findUserByEmail } from '#mocks/users.ts'
import { serverEnv } from '../env.server.ts'
import { resetAllLimiters } from '../http/throttle.server.ts'
import { signIn } from '../identity/auth.server.ts'
import { isRevoked } from '../identity/revocation.server.ts'
import type { Session } from '../identity/session.server.ts'
import {
  asAdmin,
  createUser,
  deleteUser,
  getUser,
  listUsers,
  rolesOf,
  updateUser,
} from './admin-users.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => {
  resetAllLimiters()
  vi.spyOn(console, 'info').mockImplementation(() => undefined)
})

async function sessionOf(email: string): Promise<Session> {
  const outcome = await signIn({ email, password: DEMO_PASSWORD }, '192.0.2.20')
  if (!outcome.session) throw new Error(`no session for ${email}`)
  return outcome.session
}

const someone = () => findUserByEmail('pro@example.com')?.id ?? ''
const actions: [string, (admin: Session) => Promise<unknown>][] = [
  ['list', (admin) => listUsers(admin, 1, '')],
  ['get', (admin) => getUser(admin, someone())],
  [
    'create',
    (admin) =>
      createUser(admin, { email: 'x@example.com', password: 'Str0ng!pass', fullName: 'X', extraData: '' }),
  ],
  [
    'update',
    (admin) =>
      updateUser(admin, {
        id: someone(),
        email: 'pro@example.com',
        password: '',
        fullName: 'Hacked',
        extraData: '',
      }),
  ],
  ['delete', (admin) => deleteUser(admin, someone())],
]

describe('admin role enforcement', () => {
  it.each(actions)(
    '%s: anonymous and non-admin callers get a 404 and nothing reaches the identity service',
    async (_, action) => {
      const starter = await sessionOf('starter@example.com')
      const calls = vi.spyOn(globalThis, 'fetch')
      for (const session of [null, starter]) {
        const run = asAdmin(session, action)
        await expect(run).rejects.toSatisfy(isNotFound)
      }
      expect(calls).not.toHaveBeenCalled()
      expect(findUserByEmail('pro@example.com')?.fullName).toBe('Paolo Pro')
    },
  )

  it('reads the roles from the token', async () => {
    expect(rolesOf(await sessionOf('admin@example.com'))).toEqual(['admin'])
    expect(rolesOf(await sessionOf('starter@example.com'))).toEqual([])
    expect(rolesOf(null)).toEqual([])
  })
})

describe('admin actions', () => {
  it('lists with search and paging, creates, updates, deletes, and writes an audit line for each change', async () => {
    const admin = await sessionOf('admin@example.com')
    const all = await asAdmin(admin, (session) => listUsers(session, 1, ''))
    expect(all).toMatchObject({ ok: true, data: { page: 1, pageCount: 1 } })
    const found = await asAdmin(admin, (session) => listUsers(session, 1, 'premium'))
    expect(found.ok && found.data.users.map((user) => user.email)).toEqual(['premium@example.com'])

    const created = await asAdmin(admin, (session) =>
      createUser(session, {
        email: 'new@example.com',
        password: 'Str0ng!pass',
        fullName: 'New Person',
        extraData: '{"company":"Contoso","__proto__":{"x":1}}',
      }),
    )
    if (!created.ok) throw new Error(created.message)
    expect(created.data).toMatchObject({ email: 'new@example.com', fullName: 'New Person' })
    expect(JSON.parse(created.data.extraData)).toEqual({ company: 'Contoso' })

    const updated = await asAdmin(admin, (session) =>
      updateUser(session, {
        id: created.data.id,
        email: 'renamed@example.com',
        password: 'N3w!password',
        fullName: 'Renamed',
        extraData: '',
      }),
    )
    expect(updated).toMatchObject({ ok: true, data: { email: 'renamed@example.com', fullName: 'Renamed' } })
    expect(
      (await signIn({ email: 'renamed@example.com', password: 'N3w!password' }, '192.0.2.21')).result.ok,
    ).toBe(true)

    const usersSession = await signIn(
      { email: 'renamed@example.com', password: 'N3w!password' },
      '192.0.2.22',
    )
    if (!usersSession.session) throw new Error('no session')
    expect(await isRevoked(usersSession.session)).toBe(false)
    expect(await asAdmin(admin, (session) => deleteUser(session, created.data.id))).toEqual({
      ok: true,
      data: { id: created.data.id },
    })
    expect(findUserByEmail('renamed@example.com')).toBeUndefined()
    expect(await isRevoked(usersSession.session)).toBe(true)
    expect(await asAdmin(admin, (session) => deleteUser(session, admin.user.id))).toMatchObject({ ok: false })

    const lines = vi
      .mocked(console.info)
      .mock.calls.map(([line]) => String(line))
      .filter((line) => line.startsWith('[audit]'))
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(/admin=admin@example\.com action=create-user target=new@example\.com ok$/)
    expect(lines.join('\n')).not.toMatch(/eyJ|password=|N3w!password/)
  })

  it('reports identity refusals as messages', async () => {
    const admin = await sessionOf('admin@example.com')
    const duplicate = await asAdmin(admin, (session) =>
      createUser(session, {
        email: 'starter@example.com',
        password: 'Str0ng!pass',
        fullName: '',
        extraData: '',
      }),
    )
    expect(duplicate).toEqual({ ok: false, message: 'Email address already registered by another user' })
  })
})
