import { createFileRoute } from '@tanstack/react-router'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** Reports the build this server runs, so open tabs notice a newer deploy. */
export const Route = createFileRoute('/api/build')({
  server: {
    handlers: apiHandlers({
      GET: () => Response.json({ id: __BUILD_ID__ }, { headers: { 'Cache-Control': 'no-store' } }),
    }),
  },
})
