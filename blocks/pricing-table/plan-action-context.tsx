import { createContext, type ReactNode, use } from 'react'
import type { BillingCycle } from '#domain/plans/plan-rules.ts'
import type { PricingCard } from './schema.ts'

/** What a signed-in customer's card shows: whether it is their plan, and its button. */
export type SignedInCard = { current: boolean; action: ReactNode }
export type PlanActionRenderer = (card: PricingCard, cycle: BillingCycle) => SignedInCard | null

/**
 * Signed-in customers get plan changes on the pricing cards instead of Get Started; the site
 * provides the renderer, so the block stays free of session and billing code.
 */
const PlanActionContext = createContext<PlanActionRenderer | null>(null)

export const PlanActionProvider = PlanActionContext.Provider

export function usePlanAction(): PlanActionRenderer | null {
  return use(PlanActionContext)
}
