import { createFileRoute } from '@tanstack/react-router'
import { sitemapFileStream } from '#server/seo/sitemap.server.ts'

const fileName = /^([a-z]+(?:-\d{1,6})?)\.xml$/

/** One file the sitemap index names (`/sitemaps/pages.xml`, `/sitemaps/learning-1.xml`), streamed. */
export const Route = createFileRoute('/sitemaps/$file')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const name = fileName.exec(params.file)?.[1]
        const stream = name ? await sitemapFileStream(name) : undefined
        if (!stream)
          return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } })
        return new Response(stream, {
          headers: {
            'content-type': 'application/xml; charset=utf-8',
            'Cache-Control': 'public, max-age=0, s-maxage=3600',
          },
        })
      },
    },
  },
})
