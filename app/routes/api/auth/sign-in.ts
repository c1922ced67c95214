import { createFileRoute } from '@tanstack/react-router'
import { signInSchema } from '#server/identity/auth.schema.ts'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { signIn } from '#server/identity/auth.server.ts'
import { settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'
import { handleFormPost, isFormPost } from '#server/identity/form-post.server.ts'

/** The sign-in server function's twin for document pages' islands (same schema, flow and throttle). */
export const Route = createFileRoute('/api/auth/sign-in')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        isFormPost(request)
          ? handleFormPost(request, 'sign-in', signInSchema, async (data) =>
              settleOutcome(await signIn(data, clientIp())),
            )
          : handleJsonPost(request, signInSchema, async (data) =>
              settleOutcome(await signIn(data, clientIp())),
            ),
    }),
  },
})
