import { z } from 'zod/mini'
import { componentId, optionalText, headingText, linkSchema, headingHelp } from '../shared/fields.ts'
import { defineBlock } from '../define-block.ts'

export const productCardsSchema = z.object({
  __component: z.literal('blocks.product-cards'),
  id: componentId,
  heading: headingText,
  products: z
    .array(
      z.object({
        title: z.string().check(z.minLength(1)),
        description: z.string(),
        url: linkSchema,
        badge: optionalText,
      }),
    )
    .check(z.minLength(1)),
})
export type ProductCardsBlock = z.infer<typeof productCardsSchema>

export const productCardsBlock = defineBlock({
  uid: 'blocks.product-cards',
  schema: productCardsSchema,
  editor: {
    label: 'Product cards',
    description: 'Cards linking to the product pages (Cloud API, container, self-hosted).',
    icon: 'stack',
    category: 'Product and pricing',
    fields: {
      heading: headingHelp('Run pdfRest where your data lives'),
      products: { label: 'Products' },
      'products.title': { label: 'Product name', placeholder: 'Cloud API', width: 'half' },
      'products.badge': { label: 'Badge', description: 'Optional short tag, e.g. Popular.', width: 'half' },
      'products.description': { label: 'Description', placeholder: 'Fully managed, pay as you go.' },
      'products.url': {
        label: 'Link',
        description: 'A page of this site (/products/cloud-api/) or a full web address (https://…).',
        placeholder: '/products/cloud-api/',
      },
    },
  },
  populate: { products: '*' },
})
