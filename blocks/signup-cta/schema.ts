import { z } from 'zod/mini'
import { componentId, optionalText } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const signupCtaSchema = z.object({
  __component: z.literal('blocks.signup-cta'),
  id: componentId,
  heading: z.string().check(z.minLength(1)),
  body: optionalText,
  button_label: z.string().check(z.minLength(1)),
})
export type SignupCtaBlock = z.infer<typeof signupCtaSchema>

export const signupCtaBlock = defineBlock({
  uid: 'blocks.signup-cta',
  schema: signupCtaSchema,
  populate: '*',
})
