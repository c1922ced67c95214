import type { BillingCycle, PlanName } from './plan-names.ts'

type PendingState = {
  plan: PlanName
  /** As the account reports it; an unknown cycle never matches a card. */
  cycle: string
  pendingPlan: PlanName | null
  pendingCycle: BillingCycle | null
}

/**
 * The plan and cycle a pending change leads to, or null when nothing is pending. The account
 * reports only what changes: a pending plan without a cycle keeps the current cycle, and a pending
 * cycle without a plan keeps the current plan. Starter is only billed monthly.
 */
export function pendingTarget(state: PendingState): { plan: PlanName; cycle: string } | null {
  if (!state.pendingPlan && !state.pendingCycle) return null
  const plan = state.pendingPlan ?? state.plan
  return { plan, cycle: plan === 'Starter' ? 'Monthly' : (state.pendingCycle ?? state.cycle) }
}

/** Whether the card for `plan` billed `cycle` is where the pending change leads. */
export function isPendingCard(state: PendingState, plan: PlanName, cycle: BillingCycle): boolean {
  const target = pendingTarget(state)
  return target !== null && target.plan === plan && target.cycle === cycle
}
