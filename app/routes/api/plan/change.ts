import { createFileRoute } from '@tanstack/react-router'
import { planChangeAction } from '#shared/api/actions/plan-change.ts'
import { handleJsonPost } from '#server/identity/auth-api.server.ts'
import { readSession, settleOutcome } from '#server/identity/current-session.server.ts'
import { changeOwnPlan } from '#server/plans/plan-change.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** A plan change for the signed-in customer, one at a time per customer. */
export const Route = createFileRoute('/api/plan/change')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, planChangeAction.input, async (data) =>
          settleOutcome(await changeOwnPlan(await readSession(), data)),
        ),
    }),
  },
})
