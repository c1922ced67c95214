import { createFileRoute } from '@tanstack/react-router'
import { productionMocksBanner, serverEnv } from '#server/env.server.ts'
import { sharedStore } from '#server/store/store.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'
import { contentCacheSize } from '#server/content/cache.server.ts'
import { pageCacheSize } from '#server/http/page-cache.server.ts'
import { searchIndexSize } from '#server/search/site-search.server.ts'

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

export const Route = createFileRoute('/api/health')({
  server: {
    handlers: apiHandlers({
      GET: ({ request }) => {
        // `?gc` collects first, only when node runs with --expose-gc (the load test), never in production.
        if (new URL(request.url).searchParams.has('gc')) globalThis.gc?.()
        const { rss, heapUsed } = process.memoryUsage()
        const store = sharedStore().health()
        const banner = productionMocksBanner(serverEnv())
        // Still 200 when degraded: pages keep serving from this instance's cache, so a load balancer
        // must not take every instance out because the shared store is away.
        return Response.json(
          {
            status: store.status === 'ok' ? 'ok' : 'degraded',
            build: __BUILD_ID__,
            uptime: Math.round(process.uptime()),
            memory: { rssMb: megabytes(rss), heapUsedMb: megabytes(heapUsed) },
            store,
            // Each cache's entries and bytes against its bound (docs/product.md#scale).
            caches: { page: pageCacheSize(), content: contentCacheSize(), search: searchIndexSize() },
            // Only on a production server that runs on mocks (MOCKS): monitoring should see it.
            ...(banner ? { mocks: banner } : {}),
          },
          { headers: { 'Cache-Control': 'no-store' } },
        )
      },
    }),
  },
})
