import { createFileRoute } from '@tanstack/react-router'

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: ({ request }) => {
        // `?gc` collects first, only when node runs with --expose-gc (the load test), never in production.
        if (new URL(request.url).searchParams.has('gc')) globalThis.gc?.()
        const { rss, heapUsed } = process.memoryUsage()
        return Response.json(
          {
            status: 'ok',
            build: __BUILD_ID__,
            uptime: Math.round(process.uptime()),
            memory: { rssMb: megabytes(rss), heapUsedMb: megabytes(heapUsed) },
          },
          { headers: { 'Cache-Control': 'no-store' } },
        )
      },
    },
  },
})
