// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { statsBlock } from './schema.ts'
import { brokenStats, statsFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('stats block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(statsFixtures)) expect(statsBlock.parse(fixture).ok).toBe(true)
    expect(statsBlock.parse(brokenStats).ok).toBe(false)
  })

  it('shows values with their labels', async () => {
    await renderEntries([statsFixtures.scale])
    expect(screen.getByText('99.9%')).toBeTruthy()
    expect(screen.getByText('Uptime last year')).toBeTruthy()
  })
})
