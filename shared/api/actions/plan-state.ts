import { apiRead } from '../action.ts'
import { planStateResponseSchema } from '../plan-state.schema.ts'

/** The signed-in customer's plan, for the pricing cards of a cached page. */
export const planStateRead = apiRead({ path: '/api/plan-state/', answer: planStateResponseSchema })
