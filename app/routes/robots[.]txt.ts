import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '#server/env.server.ts'
import { robotsTxt } from '#server/seo/sitemap.server.ts'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(robotsTxt(serverEnv().siteUrl), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
