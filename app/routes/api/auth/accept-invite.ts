import { createFileRoute } from '@tanstack/react-router'
import { acceptInviteAction } from '#shared/api/actions/mailed-links.ts'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { acceptInvite } from '#server/identity/auth.server.ts'
import { settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** An invitation accepted with a new password (throttled per address). */
export const Route = createFileRoute('/api/auth/accept-invite')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, acceptInviteAction.input, async (data) =>
          settleOutcome(await acceptInvite(data.token, data.password, clientIp())),
        ),
    }),
  },
})
