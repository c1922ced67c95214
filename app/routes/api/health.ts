import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: () =>
        Response.json(
          { status: 'ok', build: __BUILD_ID__, uptime: Math.round(process.uptime()) },
          { headers: { 'Cache-Control': 'no-store' } },
        ),
    },
  },
})
