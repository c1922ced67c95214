import { createFileRoute } from '@tanstack/react-router'
import { exitPreview } from '#server/content/preview.server.ts'

export const Route = createFileRoute('/api/exit-preview')({
  server: { handlers: { GET: ({ request }) => exitPreview(request) } },
})
