/**
 * The plan rules the pricing cards, the account page, the server and the mocked billing service all
 * follow: plan order, billing cycles, the free plan's single cycle, labels, and what picking a card
 * means (docs/product.md#plans). Tiny and client-safe: the shell loads it on every page.
 */
import { z } from 'zod/mini'

/** Plan names, lowest to highest: the order decides upgrade against downgrade. */
export const planNames = ['Starter', 'Premium', 'Pro', 'Enterprise'] as const
export const planNameSchema = z.enum(planNames)
export type PlanName = z.infer<typeof planNameSchema>

export const billingCycles = ['Monthly', 'Annual'] as const
export const billingCycleSchema = z.enum(billingCycles)
export type BillingCycle = z.infer<typeof billingCycleSchema>

/** The free plan: it has no billing cycle of its own and is always billed Monthly. */
export const FREE_PLAN = 'Starter' satisfies PlanName

export function isPlanName(value: string): value is PlanName {
  return planNames.some((plan) => plan === value)
}

export function isBillingCycle(value: string): value is BillingCycle {
  return billingCycles.some((cycle) => cycle === value)
}

/** A cycle as the account reports it (any text is possible), or null when it is not a known one. */
export function knownCycle(value: string | null | undefined): BillingCycle | null {
  return value != null && isBillingCycle(value) ? value : null
}

export function planRank(plan: PlanName): number {
  return planNames.indexOf(plan)
}

/** The cycle a plan is billed in when a customer picks it in `cycle`: the free plan only monthly. */
export function billedCycle(plan: PlanName, cycle: BillingCycle): BillingCycle {
  return plan === FREE_PLAN ? 'Monthly' : cycle
}

/** A plan as customers read it: paid plans with their cycle ("Pro Annual"), the free plan alone. */
export function planLabel(plan: string, cycle: string): string {
  return plan === FREE_PLAN ? plan : `${plan} ${cycle}`
}

/** A customer's subscription as the account reports it. */
export type SubscriptionState = {
  plan: PlanName
  /** Normally Monthly or Annual; an unknown cycle never matches a card. */
  cycle: string
  pendingPlan: PlanName | null
  pendingCycle: BillingCycle | null
}

/**
 * The plan and cycle a pending change leads to, or null when nothing is pending. The account
 * reports only what changes: a pending plan without a cycle keeps the current cycle, and a pending
 * cycle without a plan keeps the current plan.
 */
export function pendingTarget(state: SubscriptionState): { plan: PlanName; cycle: string } | null {
  if (!state.pendingPlan && !state.pendingCycle) return null
  const plan = state.pendingPlan ?? state.plan
  return { plan, cycle: plan === FREE_PLAN ? 'Monthly' : (state.pendingCycle ?? state.cycle) }
}

/** Whether the card for `plan` billed `cycle` is where the pending change leads. */
export function isPendingCard(state: SubscriptionState, plan: PlanName, cycle: BillingCycle): boolean {
  const target = pendingTarget(state)
  return target !== null && target.plan === plan && target.cycle === cycle
}

/** What picking a pricing card means for a customer: where they are, where they are going, or a change. */
export type PlanMove = 'current' | 'pending' | 'upgrade' | 'downgrade' | 'cycle-change'

/** The move to the card for `plan` shown in `cycle` (the free plan's card is the same in both cycles). */
export function planMove(state: SubscriptionState, plan: PlanName, cycle: BillingCycle): PlanMove {
  const target = billedCycle(plan, cycle)
  if (state.plan === plan && (plan === FREE_PLAN || state.cycle === target)) return 'current'
  if (isPendingCard(state, plan, target)) return 'pending'
  if (plan === state.plan) return 'cycle-change'
  return planRank(plan) > planRank(state.plan) ? 'upgrade' : 'downgrade'
}

/** Pro tools need Premium or higher (docs/product.md#roles); the API answers 403 to a Starter key. */
export function allowsProTools(plan: PlanName): boolean {
  return planRank(plan) >= planRank('Premium')
}

/** The pricing page, with or without its trailing slash. */
export function isPricingPage(pathname: string): boolean {
  return pathname === '/pricing/' || pathname === '/pricing'
}

/**
 * Upgrade is offered to a signed-in customer unless the plan is Enterprise or the page is the
 * pricing page (docs/product.md#shell).
 */
export function offersUpgrade(plan: PlanName | null, pathname: string): boolean {
  return plan !== 'Enterprise' && !isPricingPage(pathname)
}

/**
 * Where Upgrade leads: the plan cards themselves, not the top of the pricing page (docs/product.md#shell).
 * `/account/` has its own cards, so there it is a jump within the page.
 */
export function upgradeHref(pathname: string): string {
  return pathname === '/account/' ? '#plans' : '/pricing/#plans'
}
