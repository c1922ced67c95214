// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findLabTool } from '#domain/pdf-api/tools.ts'
import { CodePanel } from './code-panel.tsx'

// The panel asks the server for the key only for a signed-in customer; not exercised here.
vi.mock('#shared/api/client.ts', () => ({ readApi: async () => ({ key: null }) }))

afterEach(cleanup)

const tool = findLabTool('compressed-pdf')

function renderPanel(region: 'global' | 'eu' = 'global') {
  if (!tool) throw new Error('compressed-pdf tool missing')
  return render(
    <CodePanel
      tool={tool}
      values={{ compression_level: 'high' }}
      fileNames={[]}
      region={region}
      onRegionChange={() => undefined}
      signedIn={false}
    />,
  )
}

describe('CodePanel', () => {
  it('shows one tab per language, cURL first, only the selected sample mounted', () => {
    renderPanel()
    const list = screen.getByRole('tablist', { name: 'Language' })
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['cURL', 'Python', 'Node.js', 'PHP', 'Java', 'C#'])
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('cURL')
    expect(screen.getByTestId('code-curl').textContent).toContain('https://api.pdfrest.com/compressed-pdf')
    expect(screen.getByTestId('code-curl').textContent).toContain('compression_level=high')
    // The other languages are empty hidden panels until chosen: one copy button, not six.
    expect(screen.queryByTestId('code-python')).toBeNull()
    const panels = screen.getAllByRole('tabpanel', { hidden: true })
    expect(panels.map((panel) => panel.hidden)).toEqual([false, true, true, true, true, true])
    expect(panels.map((panel) => panel.hasAttribute('tabindex'))).toEqual(Array(6).fill(false))
    expect(screen.getAllByRole('button', { name: /copy/i })).toHaveLength(1)
  })

  it('switches language by click and keyboard, with a copy button per sample', async () => {
    const user = userEvent.setup()
    renderPanel('eu')
    await user.click(screen.getByRole('tab', { name: 'Python' }))
    const panel = screen.getByRole('tabpanel', { name: 'Python' })
    expect(within(panel).getByTestId('code-python').textContent).toContain(
      'https://eu-api.pdfrest.com/compressed-pdf',
    )
    expect(within(panel).getByRole('button', { name: /copy/i })).toBeTruthy()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('C#')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('cURL')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'cURL' }))
  })
})
