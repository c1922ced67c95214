import { z } from 'zod/mini'
import { componentId, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const sampleLanguages = ['PHP', 'Java', 'C#', 'Node.js', 'cURL', 'Python'] as const

export const codeSampleSchema = z.object({
  __component: z.literal('blocks.code-sample'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  intro: optionalText,
  samples: z
    .array(z.object({ language: z.enum(sampleLanguages), code: z.string().check(z.minLength(1)) }))
    .check(z.minLength(1)),
})
export type CodeSampleBlock = z.infer<typeof codeSampleSchema>

export const codeSampleBlock = defineBlock({
  uid: 'blocks.code-sample',
  schema: codeSampleSchema,
  populate: { samples: '*' },
})
