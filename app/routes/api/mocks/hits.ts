import { createFileRoute } from '@tanstack/react-router'
import { handleMockControl } from '#server/mocks-control.server.ts'

export const Route = createFileRoute('/api/mocks/hits')({
  server: { handlers: { GET: ({ request }) => handleMockControl(request, 'hits') } },
})
