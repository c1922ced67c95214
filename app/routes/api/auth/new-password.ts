import { createFileRoute } from '@tanstack/react-router'
import { newPasswordAction } from '#shared/api/actions/mailed-links.ts'
import { handleJsonPost } from '#server/identity/auth-api.server.ts'
import { setPassword } from '#server/identity/auth.server.ts'
import { readSession, settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** The signed-in user's new password (after a recovery link). */
export const Route = createFileRoute('/api/auth/new-password')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, newPasswordAction.input, async (data) =>
          settleOutcome(await setPassword(await readSession(), data.password)),
        ),
    }),
  },
})
