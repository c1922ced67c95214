import type { PreparedBlock } from '../block-types.ts'
import type { PricingCard } from './schema.ts'

/** The pricing cards of a page's first pricing-table block (the account page reuses the CMS's cards). */
export function pricingCardsOf(blocks: PreparedBlock[]): PricingCard[] {
  for (const prepared of blocks) if (prepared.uid === 'blocks.pricing-table') return prepared.block.cards
  return []
}
