import { createFileRoute } from '@tanstack/react-router'
import { handleMockContent } from '#mocks/control-routes/content.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/mocks/content')({
  server: { handlers: apiHandlers({ POST: ({ request }) => handleMockContent(request) }) },
})
