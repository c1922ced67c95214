import { createFileRoute } from '@tanstack/react-router'
import { recoveryAction } from '#shared/api/actions/recovery.ts'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { requestRecovery } from '#server/identity/auth.server.ts'
import { settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'
import { handleFormPost, isFormPost } from '#server/identity/form-post.server.ts'

/** Sends a password recovery mail (one per address per 15 minutes): the reset form's one way to the server. */
export const Route = createFileRoute('/api/auth/recovery')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        isFormPost(request)
          ? handleFormPost(request, 'recovery', recoveryAction.input, async (data) =>
              settleOutcome(await requestRecovery(data.email, clientIp())),
            )
          : handleJsonPost(request, recoveryAction.input, async (data) =>
              settleOutcome(await requestRecovery(data.email, clientIp())),
            ),
    }),
  },
})
