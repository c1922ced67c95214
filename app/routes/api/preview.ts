import { createFileRoute } from '@tanstack/react-router'
import { enterPreview } from '#server/content/preview.server.ts'

export const Route = createFileRoute('/api/preview')({
  server: { handlers: { GET: ({ request }) => enterPreview(request) } },
})
