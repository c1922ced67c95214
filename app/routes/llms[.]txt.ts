import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '#server/env.server.ts'
import { llmsTxt } from '~/components/docs/llms-text.ts'
import { referenceGroups } from '~/components/docs/reference-markdown.server.ts'

/** What the API is and where its Markdown reference is, for AI assistants (llmstxt.org). */
export const Route = createFileRoute('/llms.txt')({
  server: {
    handlers: {
      GET: async () =>
        new Response(llmsTxt(await referenceGroups(), serverEnv().siteUrl), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
        }),
    },
  },
})
