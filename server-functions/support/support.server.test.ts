import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { mockMailbox } from '#mocks/identity.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { SUPPORT_FAIL_EMAIL, supportTickets } from '#mocks/support-tickets.ts'
import { mockControls } from '#mocks/controls.ts'
import { findUserByEmail } from '#mocks/users.ts'
import { serverEnv } from '../env.server.ts'
import { resetAllLimiters } from '../http/throttle.server.ts'
import type { Session } from '../identity/session.server.ts'
import { SUPPORT_MESSAGES, supportRequestSchema } from '#shared/api/support.schema.ts'
import { submitSupportRequest } from './support.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => {
  resetAllLimiters()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

const request = {
  name: 'Jo Developer',
  email: 'jo@contoso.example',
  topic: 'billing',
  message: 'Please send the invoice for last month to our accounts team.',
} as const
const IP = '192.0.2.45'
const token = 'mock-token:support'

describe('support requests', () => {
  it('validates with clear messages', () => {
    const problems = supportRequestSchema.safeParse({
      name: '',
      email: 'nope',
      topic: 'refund',
      message: 'hi',
    })
    expect(problems.success ? [] : problems.error.issues.map((issue) => issue.message)).toEqual([
      'Name is required',
      'Invalid email address',
      'Choose a topic',
      'Tell us a little more (20 characters at least)',
    ])
  })

  it('opens a ticket and mails a confirmation; anonymous tickets carry no customer', async () => {
    const result = await submitSupportRequest(request, token, IP, null)
    expect(result).toEqual({ ok: true, ticketId: expect.stringMatching(/^T-[0-9A-F]{8}$/) })
    expect(supportTickets()).toHaveLength(1)
    expect(supportTickets()[0]?.customer).toBeNull()
    expect(mockMailbox().at(-1)).toMatchObject({ to: 'jo@contoso.example', kind: 'support' })
  })

  it("attaches a signed-in customer's plan and account reference, and confirms to the account's address", async () => {
    const user = findUserByEmail('premium@example.com')
    if (!user) throw new Error('seed user missing')
    const session: Session = {
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: Date.now() + 60_000,
      sid: 'support-test-session',
      issuedAt: Date.now(),
      user: { id: user.id, email: user.email, fullName: user.fullName, roles: [], plan: 'Premium' },
    }
    await submitSupportRequest({ ...request, email: 'someone-else@victim.example' }, token, IP, session)
    // The confirmation goes to the account's own address, never to one typed into the form.
    expect(supportTickets()[0]?.email).toBe('premium@example.com')
    expect(mockMailbox().at(-1)).toMatchObject({ to: 'premium@example.com', kind: 'support' })
    expect(mockMailbox().some((mail) => mail.to === 'someone-else@victim.example')).toBe(false)
    expect(supportTickets()[0]?.customer).toEqual({
      userId: user.id,
      plan: 'Premium',
      accountReference: user.account.stripeId,
    })
  })

  it('refuses a failed bot check, and says so when the desk is down', async () => {
    expect(await submitSupportRequest(request, 'mock-token-fail', IP, null)).toMatchObject({
      ok: false,
      reason: 'bot-check',
      message: SUPPORT_MESSAGES.botCheck,
    })
    mockControls().supportTickets = 'down'
    expect(await submitSupportRequest(request, token, IP, null)).toMatchObject({ reason: 'unavailable' })
    mockControls().supportTickets = 'ok'
    expect(
      await submitSupportRequest({ ...request, email: SUPPORT_FAIL_EMAIL }, token, IP, null),
    ).toMatchObject({
      reason: 'unavailable',
    })
    expect(supportTickets()).toHaveLength(0)
  })

  it('throttles per address: the sixth message within the hour waits', async () => {
    for (let index = 0; index < 5; index++)
      expect(await submitSupportRequest(request, token, `198.51.100.${index}`, null)).toMatchObject({
        ok: true,
      })
    const sixth = await submitSupportRequest(request, token, '198.51.100.9', null)
    expect(sixth).toMatchObject({ ok: false, reason: 'throttled' })
    expect(supportTickets()).toHaveLength(5)
  })
})
