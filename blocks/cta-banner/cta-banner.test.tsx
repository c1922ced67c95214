// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { ctaBannerBlock } from './schema.ts'
import { brokenCtaBanner, ctaBannerFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('cta-banner block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(ctaBannerFixtures))
      expect(ctaBannerBlock.parse(fixture).ok).toBe(true)
    expect(ctaBannerBlock.parse(brokenCtaBanner).ok).toBe(false)
  })

  it('links to its calls to action', async () => {
    await renderEntries([ctaBannerFixtures.lab])
    expect(screen.getByRole('link', { name: 'Open the API Lab' }).getAttribute('href')).toBe('/apilab/')
  })
})
