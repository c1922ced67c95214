import { createFileRoute } from '@tanstack/react-router'
import { signOutAction } from '#shared/api/actions/sign-out.ts'
import { handleJsonPost } from '#server/identity/auth-api.server.ts'
import { signOut } from '#server/identity/auth.server.ts'
import { readSession, settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** Signs out: the cookie goes whatever GoTrue says. */
export const Route = createFileRoute('/api/auth/sign-out')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, signOutAction.input, async () =>
          settleOutcome(await signOut(await readSession())),
        ),
    }),
  },
})
