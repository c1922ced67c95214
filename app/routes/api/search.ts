import { createFileRoute } from '@tanstack/react-router'
import { contentVersion } from '#server/content/cache.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'
import { searchAnswer } from '#server/search/search-answer.server.ts'

/** `GET /api/search/?q=`: the palette's hits, ranked on the server (decision 064). */
export const Route = createFileRoute('/api/search')({
  server: {
    handlers: apiHandlers({
      GET: async ({ request }) => {
        const query = new URL(request.url).searchParams.get('q') ?? ''
        const headers = {
          'Cache-Control': 'public, max-age=60, stale-while-revalidate=600',
          Vary: 'Accept-Encoding',
          'X-Content-Version': String(contentVersion()),
        }
        return Response.json({ hits: await searchAnswer(query) }, { headers })
      },
    }),
  },
})
