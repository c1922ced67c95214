import { describe, expect, it } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { findUserByEmail } from '#mocks/users.ts'
import { serverEnv } from '../env.server.ts'
import { revokeSession } from '../identity/revocation.server.ts'
import { type Session, sealSession } from '../identity/session.server.ts'
import { labUploadLimit } from './lab-upload-limit.server.ts'

startMockServerFor(mockHandlers(serverEnv()))

async function uploadWith(session: Session, cookieName = 'pdfrest_session ') {
  const cookie = `${cookieName}=${await sealSession(session)}`
  return new Request('http://site.test/_serverFn/lab', { method: 'POST', headers: { cookie } })
}

describe("the lab upload's gate", () => {
  const user = findUserByEmail('pro@example.com')
  if (!user) throw new Error('seed user missing')
  const session: Session = {
    accessToken: 'a',
    refreshToken: 'r',
    expiresAt: Date.now() + 3600_000,
    sid: 'lab-upload-gate-session',
    issuedAt: Date.now(),
    user: { id: user.id, email: user.email, fullName: user.fullName, roles: [], plan: 'Pro' },
  }

  it("knows the plan's limit from the cookie alone, however the cookie is spaced", async () => {
    const uploader = await labUploadLimit(await uploadWith(session))
    expect(uploader?.userId).toBe(user.id)
    expect(uploader?.maxBytes).toBeGreaterThan(100 * 1024 * 1024)
  })

  it('refuses a signed-out copy of the cookie before anything is read', async () => {
    const copy = await uploadWith(session, 'pdfrest_session')
    expect(await labUploadLimit(copy)).not.toBeNull()
    await revokeSession(session, { refreshTokensRevoked: true })
    expect(await labUploadLimit(copy)).toBeNull()
  })
})
