import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { fetchAccountData } from '../account/account-data.server.ts'
import { readSession, settleOutcome } from '../identity/current-session.server.ts'
import { changeOwnPlan } from './plan-change.server.ts'
import { billingCycleSchema, knownCycle, planNameSchema } from './plan-rules.ts'

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
    pendingCycle: knownCycle(pendingBillingCycle),
    annualRenewalDate,
  }
})
export type PlanState = NonNullable<Awaited<ReturnType<typeof getPlanState>>>

export const changePlan = createServerFn({ method: 'POST' })
  .validator(z.object({ plan: planNameSchema, cycle: billingCycleSchema }))
  .handler(async ({ data }) => settleOutcome(await changeOwnPlan(await readSession(), data)))

export const cancelPlanChange = createServerFn({ method: 'POST' }).handler(async () =>
  settleOutcome(await changeOwnPlan(await readSession(), 'cancel-pending')),
)
