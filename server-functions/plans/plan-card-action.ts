import { isPendingCard } from './pending-target.ts'
import { type BillingCycle, type PlanName, planRank } from './plan-names.ts'

/** What a signed-in customer's plan subscription looks like to the pricing cards. */
export type PlanCardState = {
  plan: PlanName
  /** As the account reports it; an unknown cycle never matches a card. */
  cycle: string
  pendingPlan: PlanName | null
  pendingCycle: BillingCycle | null
}

export type PlanCardAction =
  | { kind: 'contact' }
  | { kind: 'current' }
  | { kind: 'pending' }
  | { kind: 'change'; label: string; upgrade: boolean; target: { plan: PlanName; cycle: BillingCycle } }

/**
 * The action a pricing card offers a signed-in customer: the current plan and a pending change are
 * marked, every other card is a change (upgrade, downgrade or cycle switch). Without a readable plan
 * the customer is sent to support. The React cards and the document pages' script both draw this.
 */
export function planCardAction(
  state: PlanCardState | null,
  plan: PlanName,
  cycle: BillingCycle,
): PlanCardAction {
  if (!state) return { kind: 'contact' }
  const targetCycle = plan === 'Starter' ? 'Monthly' : cycle
  if (state.plan === plan && (plan === 'Starter' || state.cycle === targetCycle)) return { kind: 'current' }
  if (isPendingCard(state, plan, targetCycle)) return { kind: 'pending' }
  const upgrade = planRank(plan) > planRank(state.plan)
  const label =
    plan === state.plan ? `Switch to ${targetCycle}` : upgrade ? `Upgrade to ${plan}` : `Downgrade to ${plan}`
  return { kind: 'change', label, upgrade, target: { plan, cycle: targetCycle } }
}

/** The account page opens the plan-change dialog for this target (document pages link there). */
export function planChangeHref(target: { plan: PlanName; cycle: BillingCycle }): string {
  return `/account/?${new URLSearchParams({ change: target.plan, cycle: target.cycle }).toString()}`
}
