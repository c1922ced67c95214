import { createFileRoute } from '@tanstack/react-router'
import { mockAuthorizeResponse } from '#server/identity/provider.server.ts'

export const Route = createFileRoute('/api/mocks/identity/authorize')({
  server: { handlers: { GET: ({ request }) => mockAuthorizeResponse(request) } },
})
