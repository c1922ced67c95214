import { createFileRoute } from '@tanstack/react-router'
import { handleMockControl } from '#mocks/control-routes/switches.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/mocks/')({
  server: {
    handlers: apiHandlers({
      GET: ({ request }) => handleMockControl(request, 'switches'),
      POST: ({ request }) => handleMockControl(request, 'switches'),
    }),
  },
})
