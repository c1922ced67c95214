import { z } from 'zod/mini'
import { componentId } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const richTextSchema = z.object({
  __component: z.literal('blocks.rich-text'),
  id: componentId,
  /** HTML from the CMS editor; sanitised on the server before it reaches a page. */
  body: z.string().check(z.minLength(1)),
})
export type RichTextBlock = z.infer<typeof richTextSchema>

export const richTextBlock = defineBlock({
  uid: 'blocks.rich-text',
  schema: richTextSchema,
  editor: {
    label: 'Text',
    description: 'Formatted text: headings, paragraphs, lists and links.',
    icon: 'feather',
    category: 'Content',
    fields: {
      body: {
        label: 'Text',
        description:
          'Use headings (H2, H3) to structure longer text. Links may point to pages of this site or to https:// addresses.',
      },
    },
  },
  populate: '*',
  sanitize: (block, clean) => ({ ...block, body: clean(block.body) }),
})
