// Generated from the block folders (blocks/<name>/) by `npm run cms:components` and the build: do not edit.
import type { ComponentType } from 'react'
import type { BlockProps, BlockUid } from './block-types.ts'
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

/** The component of every block, typed by what its server side hands it: a mismatch does not compile. */
export const blockComponents: { [Uid in BlockUid]: ComponentType<BlockProps<Uid>> } = {
  'blocks.code-sample': CodeSample,
  'blocks.cta-banner': CtaBanner,
  'blocks.faq': Faq,
  'blocks.feature-grid': FeatureGrid,
  'blocks.hero': Hero,
  'blocks.learning-list': LearningList,
  'blocks.logo-cloud': LogoCloud,
  'blocks.media': Media,
  'blocks.pricing-table': PricingTable,
  'blocks.product-cards': ProductCards,
  'blocks.rich-text': RichText,
  'blocks.signup-cta': SignupCta,
  'blocks.stats': Stats,
  'blocks.testimonial': Testimonial,
  'blocks.tool-grid': ToolGrid,
}
