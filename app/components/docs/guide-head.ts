import { markdownPath } from './markdown-path.ts'

/** What a guide's head needs, as its route's loader answers it (the guide itself stays out of the entry). */
export type GuideHeadData = { slug: string; title: string; description: string }

/** A guide's title, description and its Markdown beside it. */
export function guideHead(guide: GuideHeadData | undefined) {
  return guide
    ? {
        links: [{ rel: 'alternate', type: 'text/markdown', href: markdownPath(guide.slug) }],
        meta: [{ title: `${guide.title} | pdfRest` }, { name: 'description', content: guide.description }],
      }
    : {}
}
