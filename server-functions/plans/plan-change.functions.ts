import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod/mini'
import { readSession, settleOutcome } from '../identity/current-session.server.ts'
import { changeOwnPlan } from './plan-change.server.ts'
import { billingCycleSchema, planNameSchema } from '#domain/plans/plan-rules.ts'

export const changePlan = createServerFn({ method: 'POST' })
  .validator(z.object({ plan: planNameSchema, cycle: billingCycleSchema }))
  .handler(async ({ data }) => settleOutcome(await changeOwnPlan(await readSession(), data)))

export const cancelPlanChange = createServerFn({ method: 'POST' }).handler(async () =>
  settleOutcome(await changeOwnPlan(await readSession(), 'cancel-pending')),
)
