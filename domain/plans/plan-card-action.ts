import {
  type BillingCycle,
  billedCycle,
  type PlanName,
  planMove,
  type SubscriptionState,
} from './plan-rules.ts'

export type PlanCardAction =
  | { kind: 'contact'; label: 'Contact us' }
  | { kind: 'current'; label: 'Current plan' }
  | { kind: 'pending'; label: 'Pending change' }
  | { kind: 'change'; label: string; upgrade: boolean; target: { plan: PlanName; cycle: BillingCycle } }

/**
 * The action a pricing card offers a signed-in customer, and its words: the current plan and a
 * pending change are marked, every other card is a change (upgrade, downgrade or cycle switch).
 * Without a readable plan the customer is sent to support. The pricing table's PlanButton draws it.
 */
export function planCardAction(
  state: SubscriptionState | null,
  plan: PlanName,
  cycle: BillingCycle,
): PlanCardAction {
  if (!state) return { kind: 'contact', label: 'Contact us' }
  const move = planMove(state, plan, cycle)
  if (move === 'current') return { kind: 'current', label: 'Current plan' }
  if (move === 'pending') return { kind: 'pending', label: 'Pending change' }
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
