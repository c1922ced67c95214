import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { DEMO_PASSWORD, findUserByEmail } from '#mocks/users.ts'
import { serverEnv } from '../env.server.ts'
import { resetAllLimiters } from '../http/throttle.server.ts'
import { AUTH_MESSAGES } from '#shared/api/auth.schema.ts'
import { signIn } from '../identity/auth.server.ts'
import type { Session } from '../identity/session.server.ts'
import { changeOwnPlan, PLAN_MESSAGES } from './plan-change.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => {
  resetAllLimiters()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

async function sessionOf(email: string): Promise<Session> {
  const outcome = await signIn({ email, password: DEMO_PASSWORD }, '192.0.2.1')
  if (!outcome.session) throw new Error(`sign-in failed for ${email}`)
  return outcome.session
}
const account = (email: string) => findUserByEmail(email)?.account
const today = new Date('2026-11-22T12:00:00Z')

describe("changing one's own plan", () => {
  it('upgrades at once and the session follows the new plan', async () => {
    const outcome = await changeOwnPlan(
      await sessionOf('premium@example.com'),
      { plan: 'Pro', cycle: 'Monthly' },
      today,
    )
    expect(outcome.result).toMatchObject({ ok: true, user: { plan: 'Pro' } })
    expect(outcome.session?.user.plan).toBe('Pro')
    expect(account('premium@example.com')).toMatchObject({ plan: 'Pro', billingCycle: 'Monthly' })
  })

  it('books a downgrade as pending and keeps the current plan until renewal', async () => {
    const outcome = await changeOwnPlan(
      await sessionOf('pro@example.com'),
      { plan: 'Premium', cycle: 'Annual' },
      today,
    )
    expect(outcome.result).toMatchObject({
      ok: true,
      user: { plan: 'Pro' },
      message:
        'Your move to Premium Annual is scheduled for the end of your annual term on Mar 1, 2027. You keep Pro Annual until then.',
    })
    expect(account('pro@example.com')).toMatchObject({ plan: 'Pro', pendingPlan: 'Premium' })
  })

  it('cancels a pending change by sending the current plan and cycle again', async () => {
    const outcome = await changeOwnPlan(await sessionOf('pending@example.com'), 'cancel-pending', today)
    expect(outcome.result.ok).toBe(true)
    expect(account('pending@example.com')).toMatchObject({
      plan: 'Pro',
      pendingPlan: null,
      pendingBillingCycle: null,
    })
    expect(
      (await changeOwnPlan(await sessionOf('pending@example.com'), 'cancel-pending', today)).result,
    ).toEqual({
      ok: false,
      message: PLAN_MESSAGES.nothingPending,
    })
  })

  it('reports a failing billing call as a value and changes nothing', async () => {
    const outcome = await changeOwnPlan(
      await sessionOf('plan-fail@example.com'),
      { plan: 'Pro', cycle: 'Monthly' },
      today,
    )
    expect(outcome).toEqual({ result: { ok: false, message: PLAN_MESSAGES.failed } })
    expect(account('plan-fail@example.com')?.plan).toBe('Premium')
  })

  it('refuses the current plan, an anonymous caller and a second change while one is running', async () => {
    const session = await sessionOf('premium@example.com')
    expect((await changeOwnPlan(session, { plan: 'Premium', cycle: 'Monthly' }, today)).result).toEqual({
      ok: false,
      message: PLAN_MESSAGES.samePlan,
    })
    expect((await changeOwnPlan(null, { plan: 'Pro', cycle: 'Monthly' }, today)).result).toEqual({
      ok: false,
      message: AUTH_MESSAGES.sessionExpired,
    })
    const [first, second] = await Promise.all([
      changeOwnPlan(session, { plan: 'Pro', cycle: 'Monthly' }, today),
      changeOwnPlan(session, { plan: 'Enterprise', cycle: 'Monthly' }, today),
    ])
    expect(first.result.ok).toBe(true)
    expect(second.result).toEqual({ ok: false, message: PLAN_MESSAGES.busy })
    expect(account('premium@example.com')?.plan).toBe('Pro')
  })

  it("only ever bills the session's own customer, whatever else is sent", async () => {
    const session = await sessionOf('starter@example.com')
    await changeOwnPlan(session, { plan: 'Premium', cycle: 'Monthly' }, today)
    expect(account('starter@example.com')?.plan).toBe('Premium')
    expect(account('premium@example.com')?.plan).toBe('Premium')
    expect(account('pro@example.com')?.plan).toBe('Pro')
  })
})
