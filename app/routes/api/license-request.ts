import { createFileRoute } from '@tanstack/react-router'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { licenseSubmissionSchema } from '#shared/api/license-request.schema.ts'
import { submitLicenseRequest } from '#server/license/license-request.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** The licence request server function's twin for its page's island (same schema, bot check, throttle). */
export const Route = createFileRoute('/api/license-request')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, licenseSubmissionSchema, (data) =>
          submitLicenseRequest(data.request, data.botToken, clientIp()),
        ),
    }),
  },
})
