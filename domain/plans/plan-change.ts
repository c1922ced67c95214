/**
 * Plan-change classification (docs/product.md#plan-changes).
 *
 * Pure and client-safe: no I/O, no server-only imports. Given the customer's current subscription and the
 * plan they picked, it decides what kind of change this is, the explanatory message shown in the
 * plan-change modal, and which billing endpoint to call with which body.
 */
import { shortDate } from '../format/short-date.ts'
import {
  type BillingCycle,
  billedCycle,
  knownCycle,
  type PlanName,
  planLabel,
  planRank,
} from './plan-rules.ts'

export const planChangeEndpoints = {
  upgrade: '/stripe-sf-instant-upgrade',
  downgrade: '/stripe-sf-account-downgrade',
  billingCycle: '/stripe-change-billing-cycle',
} as const
export type PlanChangeEndpoint = (typeof planChangeEndpoints)[keyof typeof planChangeEndpoints]

/** What the message says wherever the current billing cycle, or a date that depends on it, is unknown. */
export const NOT_AVAILABLE = 'not available. Please contact support.'

/**
 * The plans and cycles of a billing call. The server sends them with the customer's ids, which it
 * reads from the session and the account (planChangeBody): the browser never names a customer.
 */
export type PlanChangePayload = {
  old_plan: PlanName
  old_plan_billing_cycle: BillingCycle
  new_plan: PlanName
  new_plan_billing_cycle: BillingCycle
}

/**
 * Either the call to make, with `done` (what the customer is told once the call succeeded: what changed,
 * and when it takes effect), or none (nothing to do, or the current billing cycle is unknown).
 */
type Call<E extends PlanChangeEndpoint> =
  { endpoint: E; payload: PlanChangePayload; done: string } | { endpoint: null; payload: null }

export type PlanChangeKind = PlanChange['kind']

export type PlanChange =
  | ({ kind: 'upgrade'; message: string } & Call<typeof planChangeEndpoints.upgrade>)
  | ({ kind: 'downgrade' | 'downgrade-to-starter'; message: string } & Call<
      typeof planChangeEndpoints.downgrade
    >)
  | ({ kind: 'cycle-change' | 'cancel-pending'; message: string } & Call<
      typeof planChangeEndpoints.billingCycle
    >)
  | { kind: 'none'; message: string; endpoint: null; payload: null }

export type PlanChangeInput = {
  current: {
    plan: PlanName
    /** As read from the usage API: normally Monthly or Annual, but any other value is possible. */
    cycle: string
    pendingPlan: PlanName | null
    pendingCycle: BillingCycle | null
  }
  target: { plan: PlanName; cycle: BillingCycle }
  today: Date
  /** ISO date of the annual renewal, when the subscription is annual. */
  annualRenewalDate: string | null
}

/** An ISO date as "Mar 1, 2027" (en-US short month, UTC); an unparseable value is returned unchanged. */
export function formatShortDate(iso: string): string {
  return shortDate(iso) ?? iso
}

/** The first day of the month after `today` (UTC) as "Dec 1, 2026"; December rolls over to January. */
export function nextMonthDate(today: Date): string {
  // Date.UTC normalises month 12 to January of the following year.
  return shortDate(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)) ?? ''
}

/**
 * Classifies a plan change and builds its message, endpoint and payload.
 *
 * - Higher plan: upgrade, effective at once. Lower plan: downgrade at the next renewal; to Starter it
 *   cancels the paid plan and always sends Monthly as the new cycle.
 * - Same plan, other cycle: billing-cycle change. Same plan and cycle: cancels a pending change by sending
 *   the current plan and cycle again, or nothing at all when no change is pending.
 * - Starter is free and has no cycle, so Starter to Starter is never a cycle change.
 * - When the current cycle is neither Monthly nor Annual the kind is still worked out from the plans, but
 *   the message asks the customer to contact support and no call is made (endpoint and payload null).
 */
export function classifyPlanChange(input: PlanChangeInput): PlanChange {
  const { current, target } = input
  const currentCycle = knownCycle(current.cycle)
  // Whatever cycle the picker was on, the free plan is billed Monthly.
  const targetCycle = billedCycle(target.plan, target.cycle)
  const rankChange = planRank(target.plan) - planRank(current.plan)

  const nextMonth = nextMonthDate(input.today)
  const renewal = input.annualRenewalDate === null ? null : shortDate(input.annualRenewalDate)
  const termEnd =
    renewal === null ? 'the end of your annual term' : `the end of your annual term on ${renewal}`
  const annualRenewal =
    renewal === null ? 'at the end of your annual term' : `on your annual renewal date, ${renewal}`
  const from = currentCycle === null ? current.plan : planLabel(current.plan, currentCycle)
  const to = planLabel(target.plan, targetCycle)
  const unknownCycle = `Your current billing cycle is ${NOT_AVAILABLE}`

  const payload = (oldCycle: BillingCycle, newPlan: PlanName, newCycle: BillingCycle): PlanChangePayload => ({
    old_plan: current.plan,
    old_plan_billing_cycle: oldCycle,
    new_plan: newPlan,
    new_plan_billing_cycle: newCycle,
  })

  if (rankChange > 0) {
    const intro = `You are upgrading from ${from} to ${to}.`
    if (currentCycle === null) {
      return { kind: 'upgrade', message: `${intro} ${unknownCycle}`, endpoint: null, payload: null }
    }
    return {
      kind: 'upgrade',
      message: `${intro} ${upgradeDetail(currentCycle, targetCycle, to, nextMonth, annualRenewal)}`,
      done:
        currentCycle === 'Annual' && targetCycle === 'Monthly'
          ? `You are now on ${target.plan}. Monthly billing starts ${annualRenewal}.`
          : `You are now on ${to}.`,
      endpoint: planChangeEndpoints.upgrade,
      payload: payload(currentCycle, target.plan, targetCycle),
    }
  }

  if (rankChange < 0) {
    if (target.plan === 'Starter') {
      const intro = `You are downgrading from ${from} to the free Starter plan.`
      if (currentCycle === null) {
        return {
          kind: 'downgrade-to-starter',
          message: `${intro} ${unknownCycle}`,
          endpoint: null,
          payload: null,
        }
      }
      const detail =
        currentCycle === 'Monthly'
          ? `This cancels your paid plan. You keep your ${current.plan} features until the end of this month, and your usage resets on the Starter plan on ${nextMonth}.`
          : `This cancels your paid plan. You keep your ${current.plan} features until ${termEnd}, when you move to the Starter plan.`
      return {
        kind: 'downgrade-to-starter',
        message: `${intro} ${detail}`,
        done:
          currentCycle === 'Monthly'
            ? `Your move to the Starter plan is scheduled for ${nextMonth}. You keep ${current.plan} until then.`
            : `Your move to the Starter plan is scheduled for ${termEnd}. You keep ${current.plan} until then.`,
        endpoint: planChangeEndpoints.downgrade,
        payload: payload(currentCycle, 'Starter', 'Monthly'),
      }
    }
    const intro = `You are downgrading from ${from} to ${to}.`
    if (currentCycle === null) {
      return { kind: 'downgrade', message: `${intro} ${unknownCycle}`, endpoint: null, payload: null }
    }
    const detail =
      currentCycle === 'Monthly'
        ? `The change takes effect at your next renewal on ${nextMonth}, and you keep your ${current.plan} features until then.`
        : `The change takes effect at ${termEnd}, and you keep your ${current.plan} features until then.`
    return {
      kind: 'downgrade',
      message: `${intro} ${detail}`,
      done:
        currentCycle === 'Monthly'
          ? `Your move to ${to} is scheduled for ${nextMonth}. You keep ${from} until then.`
          : `Your move to ${to} is scheduled for ${termEnd}. You keep ${from} until then.`,
      endpoint: planChangeEndpoints.downgrade,
      payload: payload(currentCycle, target.plan, targetCycle),
    }
  }

  // Same plan. Starter is free and has no cycle, so Starter to Starter never changes the cycle.
  if (target.plan !== 'Starter' && currentCycle !== targetCycle) {
    if (currentCycle === null) {
      return {
        kind: 'cycle-change',
        message: `You are switching your ${current.plan} plan to ${targetCycle} billing. ${unknownCycle}`,
        endpoint: null,
        payload: null,
      }
    }
    const message =
      targetCycle === 'Annual'
        ? `You are switching your ${current.plan} plan from Monthly to Annual billing. The change takes effect on your renewal date, ${nextMonth}.`
        : `You are switching your ${current.plan} plan from Annual to Monthly billing. The change takes effect ${annualRenewal}.`
    return {
      kind: 'cycle-change',
      message,
      done:
        targetCycle === 'Annual'
          ? `Your switch to annual billing is scheduled for ${nextMonth}.`
          : `Your switch to monthly billing is scheduled ${annualRenewal}.`,
      endpoint: planChangeEndpoints.billingCycle,
      payload: payload(currentCycle, current.plan, targetCycle),
    }
  }

  const stay = currentCycle === null ? current.plan : planLabel(current.plan, currentCycle)
  if (current.pendingPlan !== null || current.pendingCycle !== null) {
    const pendingCycle = current.pendingCycle ?? currentCycle
    const pendingPlan = current.pendingPlan ?? current.plan
    const pending = pendingCycle === null ? pendingPlan : planLabel(pendingPlan, pendingCycle)
    const intro = `This cancels your pending change to ${pending}.`
    if (currentCycle === null) {
      return { kind: 'cancel-pending', message: `${intro} ${unknownCycle}`, endpoint: null, payload: null }
    }
    return {
      kind: 'cancel-pending',
      message: `${intro} You will stay on your current ${stay} plan.`,
      done: `Your pending change is cancelled. You stay on ${stay}.`,
      endpoint: planChangeEndpoints.billingCycle,
      // Requesting the current plan and cycle again cancels whatever is pending.
      payload: payload(currentCycle, current.plan, currentCycle),
    }
  }

  return {
    kind: 'none',
    message: `You are already on the ${stay} plan, so there is nothing to change.`,
    endpoint: null,
    payload: null,
  }
}

function upgradeDetail(
  from: BillingCycle,
  to: BillingCycle,
  target: string,
  nextMonth: string,
  annualRenewal: string,
): string {
  if (from === 'Monthly' && to === 'Monthly') {
    return `The upgrade takes effect immediately. You will be charged the price difference for the current month now, and the full ${target} price at your next renewal on ${nextMonth}.`
  }
  if (from === 'Annual' && to === 'Annual') {
    return 'The upgrade takes effect immediately. You will be charged the price difference for the rest of your annual term.'
  }
  if (from === 'Annual') {
    return `The upgrade takes effect immediately. You will be charged the price difference now, and your plan moves to monthly billing ${annualRenewal}.`
  }
  return `The upgrade takes effect immediately. You will be charged the price difference for the current month plus the full ${target} price.`
}

/** The JSON body of all three plan calls: the same six fields, the customer's ids first. */
export function planChangeBody(
  payload: PlanChangePayload,
  customer: { customerId: string; netlifyId: string },
): PlanChangePayload & { customer_id: string; netlify_id: string } {
  return { customer_id: customer.customerId, netlify_id: customer.netlifyId, ...payload }
}
