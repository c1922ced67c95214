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

/**
 * Every Strapi dynamic-zone component the site renders, without React: the server parses with it
 * and build tools read it under plain Node. Adding a block: one entry here, one in
 * block-components.ts (which does not compile until it is there).
 */
export const blockDefinitions = [
  heroBlock,
  toolGridBlock,
  pricingTableBlock,
  learningListBlock,
  signupCtaBlock,
  richTextBlock,
  featureGridBlock,
  faqBlock,
  codeSampleBlock,
  ctaBannerBlock,
  logoCloudBlock,
  statsBlock,
  testimonialBlock,
  productCardsBlock,
  mediaBlock,
] as const

export type AnyBlockDefinition = (typeof blockDefinitions)[number]

const byUid = new Map<string, AnyBlockDefinition>(
  blockDefinitions.map((definition) => [definition.uid, definition]),
)

export function findBlock(uid: string): AnyBlockDefinition | undefined {
  return byUid.get(uid)
}

export const blockUids: string[] = blockDefinitions.map((definition) => definition.uid)
