import { codeSampleSchema } from './code-sample/schema.ts'
import { ctaBannerSchema } from './cta-banner/schema.ts'
import { faqSchema } from './faq/schema.ts'
import { featureGridSchema } from './feature-grid/schema.ts'
import { heroSchema } from './hero/schema.ts'
import { learningListSchema } from './learning-list/schema.ts'
import { logoCloudSchema } from './logo-cloud/schema.ts'
import { mediaSchema } from './media/schema.ts'
import { pricingTableSchema } from './pricing-table/schema.ts'
import { productCardsSchema } from './product-cards/schema.ts'
import { richTextSchema } from './rich-text/schema.ts'
import { signupCtaSchema } from './signup-cta/schema.ts'
import { statsSchema } from './stats/schema.ts'
import { testimonialSchema } from './testimonial/schema.ts'
import { toolGridSchema } from './tool-grid/schema.ts'

/**
 * Every block's schema by its Strapi component uid, without the React components, so build tools
 * (the Strapi component generator, the schema-agreement test) can read them under plain Node.
 * The registry test keeps this list and the registry equal.
 */
export const blockSchemas = {
  'blocks.hero': heroSchema,
  'blocks.tool-grid': toolGridSchema,
  'blocks.pricing-table': pricingTableSchema,
  'blocks.learning-list': learningListSchema,
  'blocks.signup-cta': signupCtaSchema,
  'blocks.rich-text': richTextSchema,
  'blocks.feature-grid': featureGridSchema,
  'blocks.faq': faqSchema,
  'blocks.code-sample': codeSampleSchema,
  'blocks.cta-banner': ctaBannerSchema,
  'blocks.logo-cloud': logoCloudSchema,
  'blocks.stats': statsSchema,
  'blocks.testimonial': testimonialSchema,
  'blocks.product-cards': productCardsSchema,
  'blocks.media': mediaSchema,
} as const
