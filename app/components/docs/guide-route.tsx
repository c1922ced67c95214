import { findGuide, type Guide } from '#shared/docs/guides.ts'
import { GuidePage } from './guide-page.tsx'
import { markdownPath } from './markdown-path.ts'

function guideOf(slug: string): Guide {
  const guide = findGuide(slug)
  if (!guide) throw new Error(`No guide ${slug}`)
  return guide
}

/** A guide's route options: a document like the endpoint pages, with its Markdown beside it. */
export function guideRoute(slug: string) {
  const guide = guideOf(slug)
  return {
    // A document: plain links and no island of its own (decision 041's Markdown copy aside).
    staticData: { document: true },
    // The same address answers Markdown to `Accept: text/markdown` (docs/decisions/041).
    headers: () => ({ Vary: 'Accept' }),
    head: () => ({
      links: [{ rel: 'alternate', type: 'text/markdown', href: markdownPath(guide.slug) }],
      meta: [{ title: `${guide.title} | pdfRest` }, { name: 'description', content: guide.description }],
    }),
    component: () => <GuidePage guide={guide} />,
  }
}
