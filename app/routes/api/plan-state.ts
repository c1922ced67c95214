import { createFileRoute } from '@tanstack/react-router'
import type { PlanStateResponse } from '#shared/api/plan-state.schema.ts'
import { readPlanState } from '#server/plans/plan-state.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/**
 * The caller's plan for the pricing cards of a cached document page (which cannot call server
 * functions). Personal: never cached anywhere, and only what the cards need.
 */
export const Route = createFileRoute('/api/plan-state')({
  server: {
    handlers: apiHandlers({
      GET: async () => {
        const full = await readPlanState()
        const body: PlanStateResponse = {
          state: full
            ? {
                plan: full.plan,
                cycle: full.cycle,
                pendingPlan: full.pendingPlan,
                pendingCycle: full.pendingCycle,
              }
            : null,
        }
        return Response.json(body, { headers: { 'Cache-Control': 'private, no-store' } })
      },
    }),
  },
})
