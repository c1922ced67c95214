import { z } from 'zod/mini'
import { billingCycleSchema, planNameSchema } from '#domain/plans/plan-rules.ts'

/** The signed-in customer's subscription as `/api/plan-state/` sends it: client-safe. */
export const planStateSchema = z.object({
  plan: planNameSchema,
  cycle: z.string().check(z.maxLength(20)),
  pendingPlan: z.nullable(planNameSchema),
  pendingCycle: z.nullable(billingCycleSchema),
})

/** The route's answer: null for a visitor, or a customer whose account has no readable plan. */
export const planStateResponseSchema = z.object({ state: z.nullable(planStateSchema) })
export type PlanStateResponse = z.infer<typeof planStateResponseSchema>

/** The account page's fuller view of the same subscription: the annual renewal date too. */
export const planStateDetailSchema = z.extend(planStateSchema, { annualRenewalDate: z.nullable(z.string()) })
export type PlanState = z.infer<typeof planStateDetailSchema>
