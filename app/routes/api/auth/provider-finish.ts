import { createFileRoute } from '@tanstack/react-router'
import { finishProviderSignInAction } from '#shared/api/actions/provider-sign-in.ts'
import { handleJsonPost } from '#server/identity/auth-api.server.ts'
import { settleOutcome } from '#server/identity/current-session.server.ts'
import { finishProviderSignIn } from '#server/identity/provider.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** The provider's return (/auth/callback/) hands its tokens here; they become the session cookie. */
export const Route = createFileRoute('/api/auth/provider-finish')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, finishProviderSignInAction.input, async (data) =>
          settleOutcome(await finishProviderSignIn(data)),
        ),
    }),
  },
})
