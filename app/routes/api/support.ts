import { createFileRoute } from '@tanstack/react-router'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { readSession } from '#server/identity/current-session.server.ts'
import { supportAction } from '#shared/api/actions/support.ts'
import { submitSupportRequest } from '#server/support/support.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** Files a support request behind the bot check and the throttle: the support form's one way to the server. */
export const Route = createFileRoute('/api/support')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, supportAction.input, async (data) =>
          submitSupportRequest(data.request, data.botToken, clientIp(), await readSession()),
        ),
    }),
  },
})
