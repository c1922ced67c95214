import { isRedirect } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SESSION_COOKIE } from '#shared/http/cookie-names.ts'
import { requestCookies } from '../../tests/setup/route-call.ts'
import { readSession, writeSession } from './current-session.server.ts'
import { requireSession } from './require-session.server.ts'
import { type Session, sealSession } from './session.server.ts'

const request = vi.hoisted(() => ({ current: new Request('http://localhost:3000/account/') }))
const cookieReads = vi.hoisted(() => ({ count: 0 }))

vi.mock(import('@tanstack/react-start/server'), async (importOriginal) => {
  const { cookieFunctions } = await import('../../tests/setup/route-call.ts')
  return {
    ...(await importOriginal()),
    ...cookieFunctions,
    getCookie: (name: string) => {
      cookieReads.count += 1
      return cookieFunctions.getCookie(name)
    },
    getRequest: () => request.current,
  }
})

const session: Session = {
  accessToken: 'access.token.value',
  refreshToken: 'refresh-value',
  expiresAt: 2_000_000_000_000,
  sid: 'session-id-0123456789',
  issuedAt: 1_900_000_000_000,
  user: { id: 'u1', email: 'a@example.com', fullName: 'A', roles: [], plan: 'Pro' },
}

const newRequest = () => {
  request.current = new Request('http://localhost:3000/account/')
}

beforeEach(() => {
  requestCookies.reset()
  cookieReads.count = 0
  newRequest()
})

describe('the session of a request', () => {
  it('is read once however many times the page asks (shell, guard, data)', async () => {
    requestCookies.sent.set(SESSION_COOKIE, await sealSession(session))
    const reads = await Promise.all([readSession(), readSession(), requireSession('/account/')])
    expect(reads).toEqual([session, session, session])
    expect(cookieReads.count).toBe(1)

    newRequest()
    requestCookies.sent.clear()
    expect(await readSession()).toBeNull()
    expect(cookieReads.count).toBe(2)
  })

  it('is the one written when the request signs someone in', async () => {
    expect(await readSession()).toBeNull()
    await writeSession(session)
    expect(await readSession()).toEqual(session)
    expect(cookieReads.count).toBe(1)
  })
})

describe('requireSession', () => {
  it('sends an anonymous visitor home with sign-in open and the way back', async () => {
    const refused = await requireSession('/account/').catch((error: unknown) => error)
    expect(isRedirect(refused)).toBe(true)
    if (!isRedirect(refused)) return
    expect(refused.options).toMatchObject({ to: '/', search: { auth: 'sign-in', next: '/account/' } })
  })
})
