import { createFileRoute } from '@tanstack/react-router'
import { handleMockContent } from '#mocks/control-routes/content.server.ts'

export const Route = createFileRoute('/api/mocks/content')({
  server: { handlers: { POST: ({ request }) => handleMockContent(request) } },
})
