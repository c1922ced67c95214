import { createFileRoute } from '@tanstack/react-router'
import { revalidate } from '#server/content/revalidate.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'
import { clientIp } from '#server/identity/auth-api.server.ts'

export const Route = createFileRoute('/api/revalidate')({
  server: { handlers: apiHandlers({ POST: ({ request }) => revalidate(request, clientIp()) }) },
})
