import { createFileRoute } from '@tanstack/react-router'
import { serveImage } from '#server/images/image.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/image')({
  server: { handlers: apiHandlers({ GET: ({ request }) => serveImage(request) }) },
})
