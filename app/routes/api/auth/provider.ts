import { createFileRoute } from '@tanstack/react-router'
import { providerStartResponse } from '#server/identity/provider.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/auth/provider')({
  server: { handlers: apiHandlers({ GET: ({ request }) => providerStartResponse(request) }) },
})
