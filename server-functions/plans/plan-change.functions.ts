import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { readSession, settleOutcome } from '../identity/current-session.server.ts'
import { changeOwnPlan } from './plan-change.server.ts'
import { billingCycleSchema, planNameSchema } from '#domain/plans/plan-rules.ts'
import { readPlanState } from './plan-state.server.ts'

/** The signed-in customer's subscription for the pricing cards, or null (anonymous, or unreadable). */
export const getPlanState = createServerFn({ method: 'GET' }).handler(() => readPlanState())
export type PlanState = NonNullable<Awaited<ReturnType<typeof getPlanState>>>

export const changePlan = createServerFn({ method: 'POST' })
  .validator(z.object({ plan: planNameSchema, cycle: billingCycleSchema }))
  .handler(async ({ data }) => settleOutcome(await changeOwnPlan(await readSession(), data)))

export const cancelPlanChange = createServerFn({ method: 'POST' }).handler(async () =>
  settleOutcome(await changeOwnPlan(await readSession(), 'cancel-pending')),
)
