import { createFileRoute } from '@tanstack/react-router'
import { mockAuthorizeResponse } from '#server/identity/provider.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/mocks/identity/authorize')({
  server: { handlers: apiHandlers({ GET: ({ request }) => mockAuthorizeResponse(request) }) },
})
