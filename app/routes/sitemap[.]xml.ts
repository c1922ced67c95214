import { createFileRoute } from '@tanstack/react-router'
import { buildSitemap } from '#server/seo/sitemap.server.ts'

export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () =>
        new Response(await buildSitemap(), {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'Cache-Control': 'public, max-age=0, s-maxage=3600',
          },
        }),
    },
  },
})
