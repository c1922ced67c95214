// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { logoCloudBlock } from './schema.ts'
import { brokenLogoCloud, logoCloudFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('logo-cloud block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(logoCloudFixtures))
      expect(logoCloudBlock.parse(fixture).ok).toBe(true)
    expect(logoCloudBlock.parse(brokenLogoCloud).ok).toBe(false)
  })

  it('shows each logo with its name and size set', async () => {
    await renderEntries([logoCloudFixtures.customers])
    expect(screen.getByRole('img', { name: 'Northwind Legal' }).getAttribute('width')).toBe('48')
  })
})
