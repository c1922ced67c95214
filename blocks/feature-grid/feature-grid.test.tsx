// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { featureColumns } from './feature-grid.tsx'
import { featureGridBlock } from './schema.ts'
import { brokenFeatureGrid, featureGridFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('feature-grid block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(featureGridFixtures))
      expect(featureGridBlock.parse(fixture).ok).toBe(true)
    expect(featureGridBlock.parse(brokenFeatureGrid).ok).toBe(false)
  })

  it('renders its items with their icons', async () => {
    await renderEntries([featureGridFixtures.why])
    expect(screen.getByRole('heading', { name: 'Why developers choose pdfRest' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Secure processing' })).toBeTruthy()
  })

  it('fills its rows: four items two by two, never three and a card alone', () => {
    expect([2, 3, 4, 5, 6, 9].map(featureColumns)).toEqual([2, 3, 2, 3, 3, 3])
  })

  it('lays four items out in two columns', async () => {
    const items = [...featureGridFixtures.why.items, { title: 'Fourth', description: 'One more.' }]
    await renderEntries([{ ...featureGridFixtures.why, items }])
    const list = screen.getByTestId('block-under-test').querySelector('ul')
    expect(list?.className).toContain('md:grid-tc_repeat(2,_1fr)')
  })
})
