import { z } from 'zod/mini'
import { componentId, optionalText, headingText, headingHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const sampleLanguages = ['PHP', 'Java', 'C#', 'Node.js', 'cURL', 'Python'] as const

export const codeSampleSchema = z.object({
  __component: z.literal('blocks.code-sample'),
  id: componentId,
  heading: headingText,
  intro: optionalText,
  samples: z
    .array(z.object({ language: z.enum(sampleLanguages), code: z.string().check(z.minLength(1)) }))
    .check(z.minLength(1)),
})
export type CodeSampleBlock = z.infer<typeof codeSampleSchema>

export const codeSampleBlock = defineBlock({
  uid: 'blocks.code-sample',
  schema: codeSampleSchema,
  editor: {
    label: 'Code sample',
    description: 'Code in several languages, shown as tabs with a copy button.',
    icon: 'code',
    category: 'Content',
    fields: {
      heading: headingHelp('Compress a PDF in one call'),
      intro: { label: 'Introduction', description: 'Optional text above the code.' },
      samples: { label: 'Languages', description: 'One tab per language.' },
      'samples.language': { label: 'Language', width: 'half' },
      'samples.code': { label: 'Code', description: 'Pasted as is; shown in a monospace font.' },
    },
  },
  populate: { samples: '*' },
})
