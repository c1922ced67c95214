import { createFileRoute } from '@tanstack/react-router'
import { exitPreview } from '#server/content/preview.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/exit-preview')({
  server: { handlers: apiHandlers({ GET: ({ request }) => exitPreview(request) }) },
})
