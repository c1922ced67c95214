import { createFileRoute } from '@tanstack/react-router'
import { cancelPlanChangeAction } from '#shared/api/actions/plan-change.ts'
import { handleJsonPost } from '#server/identity/auth-api.server.ts'
import { readSession, settleOutcome } from '#server/identity/current-session.server.ts'
import { changeOwnPlan } from '#server/plans/plan-change.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** Cancels the signed-in customer's pending plan change. */
export const Route = createFileRoute('/api/plan/cancel-change')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, cancelPlanChangeAction.input, async () =>
          settleOutcome(await changeOwnPlan(await readSession(), 'cancel-pending')),
        ),
    }),
  },
})
