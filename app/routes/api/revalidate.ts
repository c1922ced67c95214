import { createFileRoute } from '@tanstack/react-router'
import { revalidate } from '#server/content/revalidate.server.ts'

export const Route = createFileRoute('/api/revalidate')({
  server: { handlers: { POST: ({ request }) => revalidate(request) } },
})
