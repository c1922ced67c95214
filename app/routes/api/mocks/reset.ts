import { createFileRoute } from '@tanstack/react-router'
import { handleMockControl } from '#mocks/control-routes/switches.server.ts'

export const Route = createFileRoute('/api/mocks/reset')({
  server: {
    handlers: {
      POST: ({ request }) => handleMockControl(request, 'reset'),
    },
  },
})
