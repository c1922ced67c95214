import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { fetchAccountData } from '../account/account-data.server.ts'
import { clearSession, readSession, writeSession } from '../identity/current-session.server.ts'
import type { Outcome } from '../identity/auth.server.ts'
import { changeOwnPlan } from './plan-change.server.ts'
import { billingCycles, isBillingCycle, planNames } from './plan-change.ts'

async function settle<R>(outcome: Outcome<R>): Promise<R> {
  if (outcome.session) await writeSession(outcome.session)
  else if (outcome.session === null) clearSession()
  return outcome.result
}

/** The signed-in customer's subscription for the pricing cards, or null (anonymous, or unreadable). */
export const getPlanState = createServerFn({ method: 'GET' }).handler(async () => {
  const session = await readSession()
  if (!session) return null
  const account = await fetchAccountData(session.user.id)
  if (!account.ok || !account.data.plan) return null
  const { plan, billingCycle, pendingPlan, pendingBillingCycle, annualRenewalDate } = account.data
  return {
    plan,
    cycle: billingCycle,
    pendingPlan,
    pendingCycle: pendingBillingCycle && isBillingCycle(pendingBillingCycle) ? pendingBillingCycle : null,
    annualRenewalDate,
  }
})
export type PlanState = NonNullable<Awaited<ReturnType<typeof getPlanState>>>

export const changePlan = createServerFn({ method: 'POST' })
  .validator(z.object({ plan: z.enum(planNames), cycle: z.enum(billingCycles) }))
  .handler(async ({ data }) => settle(await changeOwnPlan(await readSession(), data)))

export const cancelPlanChange = createServerFn({ method: 'POST' }).handler(async () =>
  settle(await changeOwnPlan(await readSession(), 'cancel-pending')),
)
