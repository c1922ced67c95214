// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SAMPLE_LANGUAGE_KEY } from './remembered-choice.ts'
import { Tabs } from './tabs.tsx'

afterEach(cleanup)

const items = [
  { value: 'curl', label: 'cURL', content: <p>curl sample</p> },
  { value: 'python', label: 'Python', content: <p>python sample</p> },
  { value: 'node', label: 'Node.js', content: <p>node sample</p> },
]

const ui = (defaultValue?: string) => (
  <Tabs label="Language" items={items} defaultValue={defaultValue} classNames={{ tab: 'tab-class' }} />
)

const tab = (name: string) => screen.getByRole('tab', { name })
const selectedTabName = () => screen.getByRole('tab', { selected: true }).textContent

describe('Tabs', () => {
  it('wires tablist, tabs and panels with ARIA attributes and a roving tabindex', () => {
    render(ui())
    expect(screen.getByRole('tablist', { name: 'Language' })).toBeTruthy()
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['cURL', 'Python', 'Node.js'])
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false'])
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    expect(tabs.map((t) => t.hasAttribute('data-selected'))).toEqual([true, false, false])
    expect(tabs.every((t) => t.getAttribute('type') === 'button' && t.className === 'tab-class')).toBe(true)

    const panels = screen.getAllByRole('tabpanel', { hidden: true })
    expect(panels).toHaveLength(3)
    panels.forEach((panel, index) => {
      const owner = tabs[index]
      expect(owner?.getAttribute('aria-controls')).toBe(panel.id)
      expect(panel.getAttribute('aria-labelledby')).toBe(owner?.id)
      expect(panel.tabIndex).toBe(0)
    })
    expect(new Set([...tabs, ...panels].map((el) => el.id)).size).toBe(6)
    // Only the selected panel is exposed; the others stay in the DOM but hidden.
    expect(panels.map((p) => p.hidden)).toEqual([false, true, true])
    expect(screen.getByRole('tabpanel', { name: 'cURL' }).textContent).toBe('curl sample')
    expect(panels[1]?.textContent).toBe('python sample')
  })

  it('honours defaultValue and falls back to the first tab for an unknown one', () => {
    render(ui('python'))
    expect(selectedTabName()).toBe('Python')
    cleanup()
    render(ui('rust'))
    expect(selectedTabName()).toBe('cURL')
  })

  it('selects a tab on click', async () => {
    render(ui())
    await userEvent.setup().click(tab('Python'))
    expect(tab('Python').getAttribute('aria-selected')).toBe('true')
    expect(tab('Python').tabIndex).toBe(0)
    expect(tab('cURL').getAttribute('aria-selected')).toBe('false')
    expect(tab('cURL').tabIndex).toBe(-1)
    expect(screen.getByRole('tabpanel').textContent).toBe('python sample')
  })

  it('moves focus and selection with wrapping arrows, Home and End', async () => {
    const user = userEvent.setup()
    render(ui())
    await user.tab()
    expect(document.activeElement).toBe(tab('cURL'))

    const press = async (key: string, expected: string) => {
      await user.keyboard(key)
      expect(selectedTabName()).toBe(expected)
      expect(document.activeElement).toBe(tab(expected))
      expect(screen.getByRole('tabpanel', { name: expected })).toBeTruthy()
    }
    await press('{ArrowRight}', 'Python')
    await press('{ArrowRight}', 'Node.js')
    await press('{ArrowRight}', 'cURL') // wraps forward
    await press('{ArrowLeft}', 'Node.js') // wraps backward
    await press('{ArrowLeft}', 'Python')
    await press('{Home}', 'cURL')
    await press('{End}', 'Node.js')
    await press('{ArrowUp}', 'Node.js') // not a tabs key for a horizontal list

    // Roving tabindex: the list is a single Tab stop, on the selected tab.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, 0])
  })

  it('hydrates the server HTML without mismatches and then responds', async () => {
    const html = renderToString(ui('python'))
    expect(html).toContain('curl sample')
    expect(html).toContain('node sample')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const serverIds = [...container.querySelectorAll('[id]')].map((el) => el.id)

    const onRecoverableError = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let root: Root | undefined
    act(() => {
      root = hydrateRoot(container, ui('python'), { onRecoverableError })
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect([...container.querySelectorAll('[id]')].map((el) => el.id)).toEqual(serverIds)
    expect(selectedTabName()).toBe('Python')
    await userEvent.setup().click(tab('Node.js'))
    expect(selectedTabName()).toBe('Node.js')
    act(() => root?.unmount())
    container.remove()
  })
  it('lazy renders only the selected panel; focusablePanels off leaves panel focus to their content', async () => {
    const user = userEvent.setup()
    render(<Tabs label="Language" items={items} lazy focusablePanels={false} />)
    expect(screen.getByText('curl sample')).toBeTruthy()
    expect(screen.queryByText('python sample')).toBeNull()
    const panels = screen.getAllByRole('tabpanel', { hidden: true })
    expect(panels).toHaveLength(3)
    expect(panels.every((panel) => !panel.hasAttribute('tabindex'))).toBe(true)
    await user.click(tab('Python'))
    expect(screen.getByText('python sample')).toBeTruthy()
    expect(screen.queryByText('curl sample')).toBeNull()
  })

  it('opens on the remembered pick once hydrated (the server renders the default) and keeps a new one', async () => {
    localStorage.setItem(SAMPLE_LANGUAGE_KEY, 'python')
    const remembered = (
      <Tabs label="Language" items={items} defaultValue="curl" remember={SAMPLE_LANGUAGE_KEY} />
    )
    const html = renderToString(remembered)
    expect(html).toContain('data-remember="pdfrest-sample-language"')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    // Hydrating over the server's HTML: no mismatch, then the stored pick.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    let root: Root | undefined
    await act(async () => {
      root = hydrateRoot(container, remembered)
    })
    expect(errors).not.toHaveBeenCalled()
    expect(selectedTabName()).toBe('Python')
    await userEvent.setup().click(tab('Node.js'))
    expect(localStorage.getItem(SAMPLE_LANGUAGE_KEY)).toBe('node')
    expect(selectedTabName()).toBe('Node.js')
    errors.mockRestore()
    act(() => root?.unmount())
    container.remove()
    localStorage.clear()
  })
})
