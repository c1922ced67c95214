import { z } from 'zod/mini'
import { componentId, optionalText, headingText, headingHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const signupCtaSchema = z.object({
  __component: z.literal('blocks.signup-cta'),
  id: componentId,
  heading: headingText,
  body: optionalText,
  button_label: z.string().check(z.minLength(1)),
})
export type SignupCtaBlock = z.infer<typeof signupCtaSchema>

export const signupCtaBlock = defineBlock({
  uid: 'blocks.signup-cta',
  schema: signupCtaSchema,
  editor: {
    label: 'Sign-up banner',
    description: 'A closing banner whose button opens the sign-up form.',
    icon: 'rocket',
    category: 'Openers and calls to action',
    fields: {
      heading: headingHelp('Start building with 300 free calls a month'),
      body: { label: 'Text', description: 'Optional: one or two sentences under the heading.' },
      button_label: { label: 'Button text', placeholder: 'Get your free API key', width: 'half' },
    },
  },
  populate: '*',
})
