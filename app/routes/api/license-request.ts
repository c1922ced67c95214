import { createFileRoute } from '@tanstack/react-router'
import { clientIp, handleJsonPost } from '#server/identity/auth-api.server.ts'
import { licenseRequestAction } from '#shared/api/actions/license-request.ts'
import { submitLicenseRequest } from '#server/license/license-request.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** Files a container licence key request behind the bot check and the throttle: the form's one way to the server. */
export const Route = createFileRoute('/api/license-request')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, licenseRequestAction.input, (data) =>
          submitLicenseRequest(data.request, data.botToken, clientIp()),
        ),
    }),
  },
})
