import { createFileRoute } from '@tanstack/react-router'
import { changelogFeed } from '#server/content/changelog.server.ts'
import { CHANGELOG_FEED_TYPE } from '#shared/content/changelog.ts'

/**
 * The changelog as Atom (docs/decisions/087). Its Ghost read is a tagged content read, so Ghost's
 * webhook purges it here and, by its `ghost` cache tag, at the CDN.
 */
export const Route = createFileRoute('/changelog/feed.xml')({
  server: {
    handlers: {
      GET: async () => {
        const feed = await changelogFeed()
        if (feed === undefined) {
          return new Response('The changelog is unavailable just now; try again in a minute.\n', {
            status: 503,
            headers: {
              'content-type': 'text/plain; charset=utf-8',
              'Retry-After': '60',
              'Cache-Control': 'no-store',
            },
          })
        }
        return new Response(feed, {
          headers: {
            'content-type': `${CHANGELOG_FEED_TYPE}; charset=utf-8`,
            'Cache-Control': 'public, max-age=300, s-maxage=3600',
          },
        })
      },
    },
  },
})
