// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
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
})
