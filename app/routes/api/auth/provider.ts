import { createFileRoute } from '@tanstack/react-router'
import { providerStartResponse } from '#server/identity/provider.server.ts'

export const Route = createFileRoute('/api/auth/provider')({
  server: { handlers: { GET: ({ request }) => providerStartResponse(request) } },
})
