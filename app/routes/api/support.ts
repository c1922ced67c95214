import { createFileRoute } from '@tanstack/react-router'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { readSession } from '#server/identity/current-session.server.ts'
import { supportSubmissionSchema } from '#shared/api/support.schema.ts'
import { submitSupportRequest } from '#server/support/support.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** The support server function's twin for the support page's island (same schema, bot check, throttle). */
export const Route = createFileRoute('/api/support')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, supportSubmissionSchema, async (data) =>
          submitSupportRequest(data.request, data.botToken, clientIp(), await readSession()),
        ),
    }),
  },
})
