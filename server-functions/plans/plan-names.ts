/** Plan names and billing cycles (docs/product.md#plans): tiny and client-safe, loaded by the shell on every page. */

/** Plan names, lowest to highest: the order decides upgrade against downgrade. */
export const planNames = ['Starter', 'Premium', 'Pro', 'Enterprise'] as const
export const planOrder = planNames
export type PlanName = (typeof planNames)[number]

export const billingCycles = ['Monthly', 'Annual'] as const
export type BillingCycle = (typeof billingCycles)[number]

export function isBillingCycle(value: string): value is BillingCycle {
  return billingCycles.some((cycle) => cycle === value)
}

export function planRank(plan: PlanName): number {
  return planOrder.indexOf(plan)
}
