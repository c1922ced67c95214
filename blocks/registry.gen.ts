// Generated from the block folders (blocks/<name>/) by `npm run cms:components` and the build: do not edit.
import { codeSampleBlock } from './code-sample/schema.ts'
import { ctaBannerBlock } from './cta-banner/schema.ts'
import { faqBlock } from './faq/schema.ts'
import { featureGridBlock } from './feature-grid/schema.ts'
import { heroBlock } from './hero/schema.ts'
import { learningListBlock } from './learning-list/schema.ts'
import { logoCloudBlock } from './logo-cloud/schema.ts'
import { mediaBlock } from './media/schema.ts'
import { pricingTableBlock } from './pricing-table/schema.ts'
import { productCardsBlock } from './product-cards/schema.ts'
import { richTextBlock } from './rich-text/schema.ts'
import { signupCtaBlock } from './signup-cta/schema.ts'
import { statsBlock } from './stats/schema.ts'
import { testimonialBlock } from './testimonial/schema.ts'
import { toolGridBlock } from './tool-grid/schema.ts'

/** Every block's definition, without React: the server parses with it and build tools read it under plain Node. */
export const blockDefinitions = [
  codeSampleBlock,
  ctaBannerBlock,
  faqBlock,
  featureGridBlock,
  heroBlock,
  learningListBlock,
  logoCloudBlock,
  mediaBlock,
  pricingTableBlock,
  productCardsBlock,
  richTextBlock,
  signupCtaBlock,
  statsBlock,
  testimonialBlock,
  toolGridBlock,
] as const

export type AnyBlockDefinition = (typeof blockDefinitions)[number]

const byUid = new Map<string, AnyBlockDefinition>(
  blockDefinitions.map((definition) => [definition.uid, definition]),
)

/** The block registered for a Strapi component uid. */
export function findBlock(uid: string): AnyBlockDefinition | undefined {
  return byUid.get(uid)
}

export const blockUids: string[] = blockDefinitions.map((definition) => definition.uid)
