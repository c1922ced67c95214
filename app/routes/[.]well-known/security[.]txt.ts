import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '#server/env.server.ts'
import { securityTxt } from '#server/seo/security-txt.server.ts'

export const Route = createFileRoute('/.well-known/security.txt')({
  server: {
    handlers: {
      GET: () => {
        const env = serverEnv()
        return new Response(securityTxt(env.siteUrl, env.securityTxt), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
        })
      },
    },
  },
})
