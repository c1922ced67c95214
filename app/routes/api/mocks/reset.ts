import { createFileRoute } from '@tanstack/react-router'
import { handleMockControl } from '#mocks/control-routes/switches.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/mocks/reset')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) => handleMockControl(request, 'reset'),
    }),
  },
})
