import { createFileRoute } from '@tanstack/react-router'
import { handleMockControl } from '#mocks/control-routes/switches.server.ts'

export const Route = createFileRoute('/api/mocks/hits')({
  server: { handlers: { GET: ({ request }) => handleMockControl(request, 'hits') } },
})
