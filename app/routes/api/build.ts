import { createFileRoute } from '@tanstack/react-router'

/** Reports the build this server runs, so open tabs notice a newer deploy. */
export const Route = createFileRoute('/api/build')({
  server: {
    handlers: {
      GET: () => Response.json({ id: __BUILD_ID__ }, { headers: { 'Cache-Control': 'no-store' } }),
    },
  },
})
