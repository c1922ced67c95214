// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { uploadedFile } from '#mocks/fixtures/placeholder-media.ts'
import { renderEntries } from '../test-render.tsx'
import { logosPerRow } from './logo-cloud.tsx'
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
    expect(screen.getByRole('img', { name: 'Northwind Legal' }).getAttribute('width')).toBe('248')
    expect(screen.getAllByRole('img')).toHaveLength(6)
  })

  it('uploads a distinct mark per customer: its own emblem and wordmark, not one icon repeated', async () => {
    const urls = logoCloudFixtures.customers.logos.map((logo) => logo.image.url)
    expect(new Set(urls).size).toBe(urls.length)
    const files = urls.map((url) => uploadedFile(url))
    const bodies = files.map((file) => String(file?.body))
    expect(new Set(bodies).size).toBe(urls.length)
    const emblems = bodies.map((body) => body.replace(/<text[\s\S]*<\/text>/, ''))
    expect(new Set(emblems).size).toBe(urls.length)
    logoCloudFixtures.customers.logos.forEach((logo, index) => {
      expect(files[index]?.type).toBe('image/svg+xml')
      expect(bodies[index]).toContain(`>${logo.name}</text>`)
      expect(bodies[index]).toContain(`width="${logo.image.width}" height="${logo.image.height}"`)
    })
  })

  it('fills its rows: six logos as two rows of three, eight as two of four', () => {
    expect([3, 4, 5, 6, 8, 12].map(logosPerRow)).toEqual([3, 4, 3, 3, 4, 3])
  })
})
