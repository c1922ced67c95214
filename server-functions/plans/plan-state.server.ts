import type { PlanState } from '#shared/api/plan-state.schema.ts'
import { fetchAccountData } from '../account/account-data.server.ts'
import { readSession } from '../identity/current-session.server.ts'
import { knownCycle } from '#domain/plans/plan-rules.ts'

/** The signed-in customer's subscription for the pricing cards, or null (anonymous, or unreadable). */
export async function readPlanState(): Promise<PlanState | null> {
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
}
