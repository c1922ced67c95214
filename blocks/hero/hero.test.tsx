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

  it('renders the hero with its calls to action', async () => {
    await renderEntries([heroFixtures.home])
    expect(screen.getByRole('heading', { level: 1, name: 'The PDF API built for developers' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/apilab/')
  })
})
