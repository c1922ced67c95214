// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react'
import { within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { toolGridBlock } from './schema.ts'
import { brokenToolGrid, toolGridFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('tool-grid block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(toolGridFixtures)) expect(toolGridBlock.parse(fixture).ok).toBe(true)
    expect(toolGridBlock.parse(brokenToolGrid).ok).toBe(false)
  })

  it('renders each bucket as an anchor with its tools by rank and Pro badges', async () => {
    await renderEntries([toolGridFixtures.all])
    const convert = document.getElementById('Convert')
    expect(convert).not.toBeNull()
    const links = within(convert ?? document.body)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links).toEqual(['/apitools/#Convert', '/apitools/pdf-to-markdown/', '/apitools/pdf-to-word/'])
    expect(within(convert ?? document.body).getByText('Pro')).toBeTruthy()
  })

  it('in the compact list, shows each tool by its icon and name only, with the same links', async () => {
    await renderEntries([toolGridFixtures.compact])
    const convert = within(document.getElementById('Convert') ?? document.body)
    expect(convert.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/apitools/#Convert',
      '/apitools/pdf-to-markdown/',
      '/apitools/pdf-to-word/',
    ])
    const word = convert.getByRole('link', { name: 'PDF to Word' })
    expect(word.textContent).toBe('PDF to Word')
    expect(word.querySelector('svg use')?.getAttribute('href')).toMatch(/#file-text$/)
    expect(convert.getByRole('link', { name: /^PDF to Markdown/ }).textContent).toBe('PDF to MarkdownPro')
    cleanup()
    // The cards carry the description the compact list leaves to the tool's page.
    await renderEntries([toolGridFixtures.all])
    const card = within(document.getElementById('Convert') ?? document.body).getByRole('link', {
      name: /^PDF to Word/,
    })
    expect(card.textContent?.startsWith('PDF to Word')).toBe(true)
    expect(card.textContent?.length).toBeGreaterThan('PDF to Word'.length)
  })
})
