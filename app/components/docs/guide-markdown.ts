import type { Guide } from '#shared/docs/guides.ts'
import { codeBlock } from './reference-markdown.ts'

/** A guide as Markdown: the same blocks as its HTML page; site links become absolute. */
export function guideMarkdown(guide: Guide, siteUrl: string): string {
  const absolute = (text: string) => text.replace(/\]\(\//g, `](${siteUrl}/`)
  const blocks = guide.blocks.map((block) => {
    switch (block.kind) {
      case 'heading':
        return `## ${block.text}`
      case 'paragraph':
        return absolute(block.text)
      case 'list':
        return block.items.map((item) => `- ${absolute(item)}`).join('\n')
      case 'code':
        return codeBlock(block.code, block.language)
    }
  })
  return [`# ${guide.title}`, `> ${guide.description}`, ...blocks].join('\n\n')
}
