import type { z } from 'zod/mini'
import type { codeSampleSchema } from './schema.ts'

export const codeSampleFixtures = {
  compress: {
    __component: 'blocks.code-sample',
    heading: 'Compress a PDF in one call',
    intro: 'The same request the API Lab sends, ready to paste into your project.',
    tool: 'compress-pdf',
  },
} satisfies Record<string, z.input<typeof codeSampleSchema>>

/** Must be rejected: samples come from the API lab's catalogue, and it has no such tool. */
export const brokenCodeSample = {
  __component: 'blocks.code-sample',
  heading: 'Rust',
  tool: 'rust-pdf',
}
