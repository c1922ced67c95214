import { createFileRoute } from '@tanstack/react-router'
import { contentVersion } from '#server/content/cache.server.ts'
import { siteSearchDocs } from '#server/search/site-index.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

// The index ships to the browser on the first search (decision 009); the content version is its ETag.
export const Route = createFileRoute('/api/search-index')({
  server: {
    handlers: apiHandlers({
      GET: async ({ request }) => {
        const docs = await siteSearchDocs()
        const etag = `W/"search-${contentVersion()}-${docs.length}"`
        const headers = { etag, 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' }
        if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
        return Response.json({ docs }, { headers })
      },
    }),
  },
})
