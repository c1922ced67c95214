// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { productCardsBlock } from './schema.ts'
import { brokenProductCards, productCardsFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('product-cards block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(productCardsFixtures))
      expect(productCardsBlock.parse(fixture).ok).toBe(true)
    expect(productCardsBlock.parse(brokenProductCards).ok).toBe(false)
  })

  it('links each product', async () => {
    await renderEntries([productCardsFixtures.families])
    expect(screen.getByRole('link', { name: /Cloud API/ }).getAttribute('href')).toBe('/products/cloud-api/')
  })
})
