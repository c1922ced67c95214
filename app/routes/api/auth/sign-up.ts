import { createFileRoute } from '@tanstack/react-router'
import { signUpAction } from '#shared/api/actions/sign-up.ts'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { signUp } from '#server/identity/auth.server.ts'
import { settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** Creates an account behind the bot check: the sign-up form's one way to the server. */
export const Route = createFileRoute('/api/auth/sign-up')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, signUpAction.input, async (data) =>
          settleOutcome(await signUp(data.form, data.botToken, clientIp(), data.tool)),
        ),
    }),
  },
})
