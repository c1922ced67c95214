import type { ComponentType } from 'react'
import type { BlockData } from './block-data.ts'
import type { BlockByUid, BlockUid } from './block-types.ts'
import { CodeSample } from './code-sample/code-sample.tsx'
import { CtaBanner } from './cta-banner/cta-banner.tsx'
import { Faq } from './faq/faq.tsx'
import { FeatureGrid } from './feature-grid/feature-grid.tsx'
import { Hero } from './hero/hero.tsx'
import { LearningList } from './learning-list/learning-list.tsx'
import { LogoCloud } from './logo-cloud/logo-cloud.tsx'
import { Media } from './media/media.tsx'
import { PricingTable } from './pricing-table/pricing-table.tsx'
import { ProductCards } from './product-cards/product-cards.tsx'
import { RichText } from './rich-text/rich-text.tsx'
import { SignupCta } from './signup-cta/signup-cta.tsx'
import { Stats } from './stats/stats.tsx'
import { Testimonial } from './testimonial/testimonial.tsx'
import { ToolGrid } from './tool-grid/tool-grid.tsx'

export type BlockProps<Uid extends BlockUid> = { block: BlockByUid[Uid]; data: BlockData }

/**
 * The component of every registered block, typed by its schema: a missing block, or a component
 * fed another block's fields, does not compile.
 */
export const blockComponents: { [Uid in BlockUid]: ComponentType<BlockProps<Uid>> } = {
  'blocks.hero': Hero,
  'blocks.tool-grid': ToolGrid,
  'blocks.pricing-table': PricingTable,
  'blocks.learning-list': LearningList,
  'blocks.signup-cta': SignupCta,
  'blocks.rich-text': RichText,
  'blocks.feature-grid': FeatureGrid,
  'blocks.faq': Faq,
  'blocks.code-sample': CodeSample,
  'blocks.cta-banner': CtaBanner,
  'blocks.logo-cloud': LogoCloud,
  'blocks.stats': Stats,
  'blocks.testimonial': Testimonial,
  'blocks.product-cards': ProductCards,
  'blocks.media': Media,
}
