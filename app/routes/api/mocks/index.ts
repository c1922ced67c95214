import { createFileRoute } from '@tanstack/react-router'
import { handleMockControl } from '#mocks/control-routes/switches.server.ts'

export const Route = createFileRoute('/api/mocks/')({
  server: {
    handlers: {
      GET: ({ request }) => handleMockControl(request, 'switches'),
      POST: ({ request }) => handleMockControl(request, 'switches'),
    },
  },
})
