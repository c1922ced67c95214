import { createFileRoute } from '@tanstack/react-router'
import { handleMockControl } from '#mocks/control-routes/switches.server.ts'

export const Route = createFileRoute('/api/mocks/cdn')({
  server: { handlers: { GET: ({ request }) => handleMockControl(request, 'cdn') } },
})
