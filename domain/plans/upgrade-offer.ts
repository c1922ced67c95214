import type { PlanName } from './plan-rules.ts'

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
