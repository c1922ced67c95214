import type { z } from 'zod/mini'
import type { ctaBannerSchema } from './schema.ts'

export const ctaBannerFixtures = {
  lab: {
    __component: 'blocks.cta-banner',
    heading: 'Try every tool in the API Lab',
    body: 'Upload a file, tune the parameters and copy working code in six languages.',
    cta: { label: 'Open the API Lab', url: '/apilab/' },
    secondary_cta: { label: 'See pricing', url: '/pricing/' },
  },
} satisfies Record<string, z.input<typeof ctaBannerSchema>>

export const brokenCtaBanner = { __component: 'blocks.cta-banner', heading: 'No button' }
