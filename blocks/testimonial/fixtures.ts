import type { z } from 'zod/mini'
import type { testimonialSchema } from './schema.ts'

export const testimonialFixtures = {
  cto: {
    __component: 'blocks.testimonial',
    quote:
      'We replaced three PDF libraries with one API call each. Our invoices pipeline went from hours to minutes.',
    author: 'Dana Whitfield',
    role: 'CTO',
    company: 'Tailspin Logistics',
  },
} satisfies Record<string, z.input<typeof testimonialSchema>>

export const brokenTestimonial = { __component: 'blocks.testimonial', quote: 'Anonymous praise' }
