import { createServerFn } from '@tanstack/react-start'
import { readPlanState } from './plan-state.server.ts'

/** The signed-in customer's subscription for the pricing cards, or null (anonymous, or unreadable). */
export const getPlanState = createServerFn({ method: 'GET' }).handler(() => readPlanState())
export type PlanState = NonNullable<Awaited<ReturnType<typeof getPlanState>>>
