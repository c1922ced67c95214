import type { Guide } from '#shared/docs/guide.ts'
import { codeBlock, markdownTable } from './reference-markdown.ts'

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
      case 'table':
        return markdownTable(
          block.columns,
          block.rows.map((row) => row.map(absolute)),
        )
    }
  })
  return [`# ${guide.title}`, `> ${guide.description}`, ...blocks].join('\n\n')
}
