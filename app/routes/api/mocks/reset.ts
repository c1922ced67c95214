import { createFileRoute } from '@tanstack/react-router'
import { handleMockControl } from '#server/mocks-control.server.ts'

export const Route = createFileRoute('/api/mocks/reset')({
  server: {
    handlers: {
      POST: ({ request }) => handleMockControl(request, 'reset'),
    },
  },
})
