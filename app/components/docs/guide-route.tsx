import { findGuide, type Guide } from '#shared/docs/guides.ts'
import { GuidePage } from './guide-page.tsx'
import { markdownPath } from './markdown-path.ts'

function guideOf(slug: string): Guide {
  const guide = findGuide(slug)
  if (!guide) throw new Error(`No guide ${slug}`)
  return guide
}

/** A guide's route options but its render mode (the route says it): its page and its Markdown beside it. */
export function guideRoute(slug: string) {
  const guide = guideOf(slug)
  return {
    // The same address answers Markdown to `Accept: text/markdown` (docs/decisions/041).
    headers: () => ({ Vary: 'Accept' }),
    head: () => ({
      links: [{ rel: 'alternate', type: 'text/markdown', href: markdownPath(guide.slug) }],
      meta: [{ title: `${guide.title} | pdfRest` }, { name: 'description', content: guide.description }],
    }),
    component: () => <GuidePage guide={guide} />,
  }
}
