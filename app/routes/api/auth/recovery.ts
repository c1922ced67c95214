import { createFileRoute } from '@tanstack/react-router'
import { recoverySchema } from '#server/identity/auth.schema.ts'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { requestRecovery } from '#server/identity/auth.server.ts'
import { settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'
import { handleFormPost, isFormPost } from '#server/identity/form-post.server.ts'

/** The password recovery server function's twin for document pages' islands (one mail per 15 minutes). */
export const Route = createFileRoute('/api/auth/recovery')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        isFormPost(request)
          ? handleFormPost(request, 'recovery', recoverySchema, async (data) =>
              settleOutcome(await requestRecovery(data.email, clientIp())),
            )
          : handleJsonPost(request, recoverySchema, async (data) =>
              settleOutcome(await requestRecovery(data.email, clientIp())),
            ),
    }),
  },
})
