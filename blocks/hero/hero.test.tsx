// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { heroBlock } from './schema.ts'
import { brokenHero, heroFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('hero block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(heroFixtures)) expect(heroBlock.parse(fixture).ok).toBe(true)
    expect(heroBlock.parse(brokenHero).ok).toBe(false)
  })

  it("shows the featured tool's API lab request beside the heading", async () => {
    await renderEntries([heroFixtures.home])
    const window = screen.getByRole('figure', { name: 'Compress PDF: the request and its answer' })
    expect(window.textContent).toContain('curl -X POST "https://api.pdfrest.com/compressed-pdf"')
    expect(window.textContent).toContain('compression_level=medium')
    expect(window.textContent).toContain('"outputUrl"')
  })

  it('draws an illustration when no tool is featured, and refuses a tool the lab does not have', async () => {
    await renderEntries([heroFixtures.pricing])
    const drawing = screen.getByTestId('block-under-test').querySelector('section > [aria-hidden="true"]')
    expect(drawing?.children.length).toBeGreaterThan(2)
    expect(screen.queryByRole('figure')).toBeNull()
    expect(heroBlock.parse({ ...heroFixtures.home, featured_tool: 'not-a-tool' }).ok).toBe(false)
  })

  it('renders the hero with its calls to action', async () => {
    await renderEntries([heroFixtures.home])
    expect(screen.getByRole('heading', { level: 1, name: 'The PDF API built for developers' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/apilab/')
  })
})
