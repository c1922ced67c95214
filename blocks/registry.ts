import type { BlockDefinition } from './define-block.tsx'
import { codeSampleBlock } from './code-sample/code-sample.tsx'
import { ctaBannerBlock } from './cta-banner/cta-banner.tsx'
import { faqBlock } from './faq/faq.tsx'
import { featureGridBlock } from './feature-grid/feature-grid.tsx'
import { logoCloudBlock } from './logo-cloud/logo-cloud.tsx'
import { mediaBlock } from './media/media.tsx'
import { productCardsBlock } from './product-cards/product-cards.tsx'
import { statsBlock } from './stats/stats.tsx'
import { testimonialBlock } from './testimonial/testimonial.tsx'
import { heroBlock } from './hero/hero.tsx'
import { learningListBlock } from './learning-list/learning-list.tsx'
import { pricingTableBlock } from './pricing-table/pricing-table.tsx'
import { richTextBlock } from './rich-text/rich-text.tsx'
import { signupCtaBlock } from './signup-cta/signup-cta.tsx'
import { toolGridBlock } from './tool-grid/tool-grid.tsx'

/** Every Strapi dynamic-zone component the site renders. Adding a block: one import, one entry. */
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

export type BlockUid = (typeof blockDefinitions)[number]['uid']

const byUid = new Map<string, BlockDefinition>(
  blockDefinitions.map((definition) => [definition.uid, definition]),
)

export function findBlock(uid: string): BlockDefinition | undefined {
  return byUid.get(uid)
}

export const blockUids: string[] = blockDefinitions.map((definition) => definition.uid)
