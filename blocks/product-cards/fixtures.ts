import type { z } from 'zod/mini'
import type { productCardsSchema } from './schema.ts'

export const productCardsFixtures = {
  families: {
    __component: 'blocks.product-cards',
    heading: 'Run pdfRest your way',
    products: [
      {
        title: 'Cloud API',
        description: 'Hosted, scaled and maintained for you. Start in minutes.',
        url: '/products/cloud-api/',
        badge: 'Most popular',
      },
      {
        title: 'Container API',
        description: 'The same API in your own Kubernetes or Docker environment.',
        url: '/products/pdf-toolkit-container-api/',
      },
      {
        title: 'Self-hosted',
        description: 'Run on AWS or Azure images inside your own network.',
        url: '/products/pdf-toolkit-self-hosted-api/',
      },
    ],
  },
} satisfies Record<string, z.input<typeof productCardsSchema>>

export const brokenProductCards = {
  __component: 'blocks.product-cards',
  heading: 'Products',
  products: [{ title: 'No link', description: '' }],
}
