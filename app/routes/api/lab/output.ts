import { createFileRoute } from '@tanstack/react-router'
import { readSession } from '#server/identity/current-session.server.ts'
import { labOutputResponse } from '#server/pdf-api/lab.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

export const Route = createFileRoute('/api/lab/output')({
  server: {
    handlers: apiHandlers({
      GET: async ({ request }) => labOutputResponse(await readSession(), new URL(request.url)),
    }),
  },
})
