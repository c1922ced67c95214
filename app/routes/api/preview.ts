import { createFileRoute } from '@tanstack/react-router'
import { enterPreview, enterPreviewByForm } from '#server/content/preview.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/preview')({
  server: {
    handlers: apiHandlers({
      GET: ({ request }) => enterPreview(request),
      POST: ({ request }) => enterPreviewByForm(request),
    }),
  },
})
