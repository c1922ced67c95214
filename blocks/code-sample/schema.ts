import { z } from 'zod/mini'
import { type PublishedSample, publishedSamples } from '#domain/pdf-api/code-samples.ts'
import { findLabTool } from '#domain/pdf-api/tools.ts'
import { componentId, optionalText, headingText, headingHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const codeSampleSchema = z.object({
  __component: z.literal('blocks.code-sample'),
  id: componentId,
  heading: headingText,
  intro: optionalText,
  /** A tool of the API lab's catalogue, by endpoint (`compressed-pdf`) or tool page slug (`compress-pdf`). */
  tool: z.string().check(
    z.minLength(1),
    z.refine((value) => findLabTool(value) !== undefined, 'Not a tool of the API lab catalogue'),
  ),
})

/** What the component renders: the editor's heading and the catalogue's samples. */
export type CodeSampleBlock = {
  heading: string
  intro?: string | null
  /** `endpoint`: the lab opens on it (the tool's own endpoint, or the one the block names). */
  tool: { name: string; slug: string; endpoint: string } | null
  samples: PublishedSample[]
}

export const codeSampleBlock = defineBlock({
  uid: 'blocks.code-sample',
  schema: codeSampleSchema,
  editor: {
    label: 'Code sample',
    description:
      'A request to one API tool in the six languages, generated from the API lab, as tabs with a copy button.',
    icon: 'code',
    category: 'Content',
    fields: {
      heading: headingHelp('Compress a PDF in one call'),
      intro: { label: 'Introduction', description: 'Optional text above the code.' },
      tool: {
        label: 'API tool',
        description: 'The tool whose request is shown. The code itself comes from the API lab.',
        placeholder: 'Choose an API tool',
        width: 'half',
        input: 'api-tool',
      },
    },
  },
  populate: '*',
  // The code is never typed into the CMS: it is generated from the lab's catalogue, in every language.
  derive: (block): CodeSampleBlock => {
    const tool = findLabTool(block.tool)
    return {
      heading: block.heading,
      intro: block.intro,
      tool: tool ? { name: tool.name, slug: tool.cmsSlug, endpoint: tool.id } : null,
      samples: tool ? publishedSamples(tool) : [],
    }
  },
})
