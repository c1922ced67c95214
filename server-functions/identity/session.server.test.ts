import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  expiryOf,
  needsRefresh,
  publicUser,
  type Session,
  sealSession,
  unsealSession,
} from './session.server.ts'

const session: Session = {
  accessToken: 'access.token.value',
  refreshToken: 'refresh-value',
  expiresAt: 2_000_000_000_000,
  sid: 'session-id-0123456789',
  issuedAt: 1_900_000_000_000,
  user: { id: 'u1', email: 'a@example.com', fullName: 'A', roles: ['admin'], plan: 'Pro' },
}

describe('sealed session cookie', () => {
  it('round-trips, and its text reveals no token', async () => {
    const sealed = await sealSession(session)
    expect(sealed).not.toContain('access')
    expect(sealed).not.toContain(Buffer.from('refresh-value').toString('base64url'))
    expect(await unsealSession(sealed)).toEqual(session)
  })

  it('refuses a tampered, foreign or missing cookie', async () => {
    const sealed = await sealSession(session)
    const tampered = `${sealed.slice(0, -4)}${sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    expect(await unsealSession(tampered)).toBeNull()
    expect(await unsealSession('not-a-jwe')).toBeNull()
    expect(await unsealSession(undefined)).toBeNull()
  })
})

describe('expiry and refresh timing (refresh under 60 s before expiry)', () => {
  it('reads the expiry from the exp claim, else expires_in', async () => {
    const exp = 1_900_000_000
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(exp)
      .sign(new Uint8Array(32))
    expect(expiryOf({ access_token: token, expires_in: 5 })).toBe(exp * 1000)
    expect(expiryOf({ access_token: 'opaque', expires_in: 5 }, 1000)).toBe(6000)
  })

  it('refreshes only inside the last 60 seconds', () => {
    const at = (msLeft: number) => ({ ...session, expiresAt: 1_000_000 + msLeft })
    expect(needsRefresh(at(60_001), 1_000_000)).toBe(false)
    expect(needsRefresh(at(59_999), 1_000_000)).toBe(true)
    expect(needsRefresh(at(-5), 1_000_000)).toBe(true)
  })

  it('gives the browser only email, name, plan and the admin flag', () => {
    expect(publicUser(session)).toEqual({ email: 'a@example.com', fullName: 'A', plan: 'Pro', isAdmin: true })
  })
})
