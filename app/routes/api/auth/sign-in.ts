import { createFileRoute } from '@tanstack/react-router'
import { signInAction } from '#shared/api/actions/sign-in.ts'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { signIn } from '#server/identity/auth.server.ts'
import { settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'
import { handleFormPost, isFormPost } from '#server/identity/form-post.server.ts'

/** Signs a visitor in: the sign-in form's one way to the server, from islands and app pages alike. */
export const Route = createFileRoute('/api/auth/sign-in')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        isFormPost(request)
          ? handleFormPost(request, 'sign-in', signInAction.input, async (data) =>
              settleOutcome(await signIn(data, clientIp())),
            )
          : handleJsonPost(request, signInAction.input, async (data) =>
              settleOutcome(await signIn(data, clientIp())),
            ),
    }),
  },
})
