import { z } from 'zod/mini'
import { generateSample } from '#domain/pdf-api/code-samples.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'
import { findLabTool, sampleValues } from '#domain/pdf-api/tools.ts'
import { componentId, ctaSchema, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const heroSchema = z.object({
  __component: z.literal('blocks.hero'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  subheading: optionalText,
  primary_cta: z.optional(z.nullable(ctaSchema)),
  secondary_cta: z.optional(z.nullable(ctaSchema)),
  /** A tool of the API lab whose request the hero shows beside the heading; an illustration when empty. */
  featured_tool: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.refine(
            (value) => !value || findLabTool(value) !== undefined,
            'Not a tool of the API lab catalogue',
          ),
        ),
    ),
  ),
})
type HeroFields = z.infer<typeof heroSchema>

/** The hero's right half: the featured tool's live request and answer, or a drawn illustration. */
export type HeroVisual =
  | { kind: 'code'; toolName: string; toolSlug: string; request: string; response: string }
  | { kind: 'illustration' }

export type HeroBlock = Omit<HeroFields, 'featured_tool'> & { visual: HeroVisual }

const outputId = '2b1f9c4e-8d7a-4e1b-9f0a-3c5d6e7f8a9b'

function exampleResponse(output: string): string {
  if (output === 'json')
    return JSON.stringify(
      { inputId: '7c3e2a1d-5b6f-4c8e-a9d0-1e2f3a4b5c6d', page_count: 12, title: 'Q3 report' },
      null,
      2,
    )
  return JSON.stringify(
    {
      outputUrl: `${PDF_API_HOSTS.global}/resource/${outputId}?format=file`,
      outputId,
      inputId: '7c3e2a1d-5b6f-4c8e-a9d0-1e2f3a4b5c6d',
    },
    null,
    2,
  )
}

export const heroBlock = defineBlock({
  uid: 'blocks.hero',
  schema: heroSchema,
  editor: {
    label: 'Hero',
    description: 'The opening section of a page: a headline, a short promise and up to two buttons.',
    icon: 'star',
    category: 'Openers and calls to action',
    fields: {
      heading: {
        label: 'Headline',
        description: 'The first thing visitors read. One short sentence; 90 characters at most.',
        placeholder: 'Every PDF workflow, one REST API',
        maxLength: 90,
      },
      subheading: {
        label: 'Supporting text',
        description: 'One or two sentences under the headline.',
        placeholder: 'Convert, compress, OCR and secure PDFs with a single API call.',
      },
      featured_tool: {
        label: 'Featured API tool',
        description:
          'Optional: the tool whose request and answer the hero shows beside the headline. A drawn illustration when empty.',
        placeholder: 'Choose an API tool',
        width: 'half',
        input: 'api-tool',
      },
      primary_cta: { label: 'Main button', description: 'The action you want most visitors to take.' },
      secondary_cta: { label: 'Second button', description: 'Optional: a quieter alternative action.' },
    },
  },
  populate: { primary_cta: '*', secondary_cta: '*' },
  // The request is the API lab's own, so the hero can never show a call the API would refuse.
  derive: ({ featured_tool, ...fields }): HeroBlock => {
    const tool = featured_tool ? findLabTool(featured_tool) : undefined
    if (!tool) return { ...fields, visual: { kind: 'illustration' } }
    return {
      ...fields,
      visual: {
        kind: 'code',
        toolName: tool.name,
        toolSlug: tool.cmsSlug,
        request: generateSample('curl', {
          tool,
          values: sampleValues(tool),
          fileNames: [],
          region: 'global',
        }),
        response: exampleResponse(tool.output),
      },
    }
  },
})
