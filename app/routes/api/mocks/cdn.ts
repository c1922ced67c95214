import { createFileRoute } from '@tanstack/react-router'
import { handleMockControl } from '#server/mocks-control.server.ts'

export const Route = createFileRoute('/api/mocks/cdn')({
  server: { handlers: { GET: ({ request }) => handleMockControl(request, 'cdn') } },
})
