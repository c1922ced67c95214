import { z } from 'zod/mini'
import type { BlockPartHelp, FieldHelp } from '../editor-help.ts'

/** Fields several blocks share, as Strapi components. */

/** A link an editor types: the site renders only safe targets, and Strapi refuses others at publish. */
export const linkSchema = z.string().check(z.minLength(1))

/** Who a button is for: a sign-up offer is for signed-out visitors only (ui/signed-in-state.ts). */
export const ctaAudiences = ['everyone', 'signed-out', 'signed-in'] as const

export const ctaSchema = z.object({
  label: z.string().check(z.minLength(1)),
  url: linkSchema,
  audience: z.optional(z.nullable(z.enum(ctaAudiences))),
})
export type Cta = z.infer<typeof ctaSchema>

/** The button component's own labels, shared by every block that has buttons. */
export const ctaHelp: BlockPartHelp = {
  label: 'Button',
  description: 'A button: its text and where it leads.',
  fields: {
    label: { label: 'Button text', placeholder: 'Start for free', width: 'half', maxLength: 50 },
    url: {
      label: 'Link',
      description: 'A page of this site (/pricing/) or a full web address (https://…).',
      placeholder: '/pricing/',
      width: 'half',
    },
    audience: {
      label: 'Shown to',
      description:
        'Everyone (when empty), only visitors who are signed out (an offer to sign up), or only signed-in customers.',
      width: 'half',
      choices: {
        everyone: 'Everyone',
        'signed-out': 'Visitors who are signed out',
        'signed-in': 'Signed-in customers',
      },
    },
  },
}

export const imageSchema = z.object({
  url: z.string().check(z.minLength(1)),
  alternativeText: z.optional(z.nullable(z.string())),
  width: z.number(),
  height: z.number(),
})

export const headingText = z.string().check(z.minLength(1))

/** Help for a section's heading, with an example of one. */
export const headingHelp = (placeholder: string): FieldHelp => ({
  label: 'Heading',
  placeholder,
  maxLength: 100,
})

export const introHelp: FieldHelp = { label: 'Introduction', description: 'Optional text under the heading.' }

export const componentId = z.optional(z.number())
export const optionalText = z.optional(z.nullable(z.string()))
