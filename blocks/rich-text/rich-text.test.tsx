// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { richTextBlock } from './schema.ts'
import { brokenRichText, richTextFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('rich-text block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(richTextFixtures)) expect(richTextBlock.parse(fixture).ok).toBe(true)
    expect(richTextBlock.parse(brokenRichText).ok).toBe(false)
  })

  it('sanitises CMS markup before it reaches the page', async () => {
    const { blocks } = await renderEntries([richTextFixtures.hostile])
    const html = JSON.stringify(blocks)
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:/i)
    expect(screen.getByText('Safe text')).toBeTruthy()
  })
})
