import { createFileRoute } from '@tanstack/react-router'
import { serveImage } from '#server/images/image.server.ts'

export const Route = createFileRoute('/api/image')({
  server: { handlers: { GET: ({ request }) => serveImage(request) } },
})
