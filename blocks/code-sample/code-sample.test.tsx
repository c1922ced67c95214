// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { codeSampleBlock } from './schema.ts'
import { brokenCodeSample, codeSampleFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('code-sample block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(codeSampleFixtures))
      expect(codeSampleBlock.parse(fixture).ok).toBe(true)
    expect(codeSampleBlock.parse(brokenCodeSample).ok).toBe(false)
  })

  it('shows code per language in tabs', async () => {
    await renderEntries([codeSampleFixtures.compress])
    const list = screen.getByRole('tablist', { name: 'Language' })
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['cURL', 'Python', 'Node.js'])
    expect(screen.getByRole('tab', { name: 'cURL' }).getAttribute('aria-selected')).toBe('true')
    // Every sample is in the DOM (server HTML has them all); only the selected one is shown.
    const panels = screen.getAllByRole('tabpanel', { hidden: true })
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true])
    expect(panels[1]?.textContent).toContain('requests.post(')

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Python' }))
    expect(screen.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe('true')
    const python = screen.getByRole('tabpanel', { name: 'Python' })
    expect(python.textContent).toContain('requests.post(')
    expect(within(python).getByRole('button', { name: 'Copy the Python sample' })).toBeTruthy()
  })

  it('moves between languages with the arrow keys', async () => {
    const user = userEvent.setup()
    await renderEntries([codeSampleFixtures.compress])
    await user.click(screen.getByRole('tab', { name: 'cURL' }))
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Node.js')
    expect(screen.getByRole('tabpanel').textContent).toContain('fetch(')
  })
})
