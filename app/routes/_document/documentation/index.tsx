import { createFileRoute } from '@tanstack/react-router'
import { DocsOverview } from '~/components/docs/docs-overview.tsx'
import { markdownPath } from '~/components/docs/markdown-path.ts'

export const Route = createFileRoute('/_document/documentation/')({
  // Plain links, and the code samples' island (code-sample) on the endpoint pages.
  // The same address answers Markdown to `Accept: text/markdown` (docs/decisions/041).
  headers: () => ({ Vary: 'Accept' }),
  head: () => ({
    links: [{ rel: 'alternate', type: 'text/markdown', href: markdownPath(null) }],
    meta: [
      { title: 'API reference | pdfRest' },
      {
        name: 'description',
        content:
          'The pdfRest API reference: authentication, errors, limits by plan, the EU endpoint and every endpoint with parameters and code samples.',
      },
    ],
  }),
  component: DocsOverview,
})
