import { describe, expect, it } from 'vitest'
import { pagePopulate } from './populate.ts'
import { blockUids } from './registry.gen.ts'

describe('pagePopulate', () => {
  it('derives one dynamic-zone fragment per registered block from its declaration', () => {
    const populate = pagePopulate()
    expect(Object.keys(populate.blocks.on).sort()).toEqual([...blockUids].sort())
    expect(populate.blocks.on['blocks.hero']).toEqual({
      populate: { primary_cta: true, secondary_cta: true },
    })
    expect(populate.blocks.on['blocks.pricing-table']).toEqual({
      populate: { cards: { populate: { price_data: true, features: true } } },
    })
    expect(populate.blocks.on['blocks.rich-text']).toEqual({ populate: '*' })
  })
})
