import { createFileRoute } from '@tanstack/react-router'
import { sitemapIndexStream } from '#server/seo/sitemap.server.ts'

/** The sitemap index: one file of pages, then learning files of at most 50,000 addresses each. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () =>
        new Response(await sitemapIndexStream(), {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'Cache-Control': 'public, max-age=0, s-maxage=3600',
          },
        }),
    },
  },
})
