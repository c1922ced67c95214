import { createFileRoute } from '@tanstack/react-router'
import { signUpSubmissionSchema } from '#shared/api/sign-up.schema.ts'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { signUp } from '#server/identity/auth.server.ts'
import { settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** The sign-up server function's twin for document pages' islands (same bot check, flow and throttle). */
export const Route = createFileRoute('/api/auth/sign-up')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, signUpSubmissionSchema, async (data) =>
          settleOutcome(await signUp(data.form, data.botToken, clientIp())),
        ),
    }),
  },
})
