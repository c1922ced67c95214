import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '#server/env.server.ts'
import { llmsFullTxt } from '~/components/docs/llms-text.ts'
import { referenceGroups } from '~/components/docs/reference-markdown.server.ts'

/** The whole API reference as one Markdown file, for AI assistants (llmstxt.org). */
export const Route = createFileRoute('/llms-full.txt')({
  server: {
    handlers: {
      GET: async () =>
        new Response(llmsFullTxt(await referenceGroups(), serverEnv().siteUrl), {
          headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
        }),
    },
  },
})
