import { createFileRoute } from '@tanstack/react-router'
import { verifyLinkAction } from '#shared/api/actions/mailed-links.ts'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { verifyLink } from '#server/identity/auth.server.ts'
import { settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** A mailed confirmation or recovery link, verified with the identity service (throttled per address). */
export const Route = createFileRoute('/api/auth/verify-link')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, verifyLinkAction.input, async (data) =>
          settleOutcome(await verifyLink(data.token, data.type, clientIp())),
        ),
    }),
  },
})
