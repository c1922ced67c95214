import {
  type BillingCycle,
  billedCycle,
  type PlanName,
  planMove,
  type SubscriptionState,
} from './plan-rules.ts'

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
  state: SubscriptionState | null,
  plan: PlanName,
  cycle: BillingCycle,
): PlanCardAction {
  if (!state) return { kind: 'contact' }
  const move = planMove(state, plan, cycle)
  if (move === 'current' || move === 'pending') return { kind: move }
  const target = { plan, cycle: billedCycle(plan, cycle) }
  const label =
    move === 'cycle-change'
      ? `Switch to ${target.cycle}`
      : move === 'upgrade'
        ? `Upgrade to ${plan}`
        : `Downgrade to ${plan}`
  return { kind: 'change', label, upgrade: move === 'upgrade', target }
}

/** The account page opens the plan-change dialog for this target (document pages link there). */
export function planChangeHref(target: { plan: PlanName; cycle: BillingCycle }): string {
  return `/account/?${new URLSearchParams({ change: target.plan, cycle: target.cycle }).toString()}`
}
