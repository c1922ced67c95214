import { z } from 'zod/mini'
import { billingCycleSchema, planNameSchema } from '#domain/plans/plan-rules.ts'
import { apiAction } from '../action.ts'
import { publicUserSchema } from '../public-user.schema.ts'

/** A plan change's answer: the customer as they now are and what changed when, or why not. */
const planChangeAnswerSchema = z.union([
  z.object({ ok: z.literal(true), user: publicUserSchema, message: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
])

/** The signed-in customer moves to another plan or billing cycle (docs/product.md#plan-changes). */
export const planChangeAction = apiAction({
  path: '/api/plan/change/',
  input: z.object({ plan: planNameSchema, cycle: billingCycleSchema }),
  answer: planChangeAnswerSchema,
})

/** The signed-in customer cancels their pending plan change. */
export const cancelPlanChangeAction = apiAction({
  path: '/api/plan/cancel-change/',
  input: z.object({}),
  answer: planChangeAnswerSchema,
})
