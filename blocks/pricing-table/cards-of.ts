import type { PreparedBlock } from '../parse-blocks.ts'
import { type PricingCard, pricingTableSchema } from './schema.ts'

/** The pricing cards of a page's first pricing-table block (the account page reuses the CMS's cards). */
export function pricingCardsOf(blocks: PreparedBlock[]): PricingCard[] {
  for (const block of blocks) {
    if (block.uid !== 'blocks.pricing-table') continue
    const parsed = pricingTableSchema.safeParse(block.entry)
    if (parsed.success) return parsed.data.cards
  }
  return []
}
