// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_LANGUAGE_KEY } from './remembered-choice.ts'
import { enhanceTabs } from './tabs-enhance.ts'
import { Tabs } from './tabs.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

function serverTabs(stackWithoutScript = false) {
  document.body.innerHTML = renderToString(
    <Tabs
      stackWithoutScript={stackWithoutScript}
      label="Language"
      items={['cURL', 'Python', 'C#'].map((name) => ({
        value: name,
        label: name,
        content: <p>{name} code</p>,
      }))}
    />,
  )
  const root = document.querySelector<HTMLElement>('[data-tabs]')
  if (!root) throw new Error('no tabs')
  return root
}

const tab = (name: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
    (each) => each.textContent === name,
  )
  if (!found) throw new Error(`no tab ${name}`)
  return found
}
const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
    .filter((panel) => !panel.hidden)
    .map((panel) => panel.textContent)

describe('enhanceTabs on server HTML', () => {
  it('selects on click, with ARIA, data-selected, roving tabindex and hidden panels as the React tabs', () => {
    enhanceTabs(serverTabs())
    expect(shown()).toEqual(['cURL code'])
    tab('Python').click()
    expect(tab('Python').getAttribute('aria-selected')).toBe('true')
    expect(tab('Python').hasAttribute('data-selected')).toBe(true)
    expect(tab('Python').tabIndex).toBe(0)
    expect(tab('cURL').getAttribute('aria-selected')).toBe('false')
    expect(tab('cURL').tabIndex).toBe(-1)
    expect(shown()).toEqual(['Python code'])
    expect(document.activeElement).toBe(tab('Python'))
  })

  it('moves with the arrows (wrapping), Home and End', () => {
    enhanceTabs(serverTabs())
    const press = (key: string) =>
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      )
    tab('cURL').focus()
    press('ArrowLeft')
    expect(shown()).toEqual(['C# code'])
    press('ArrowRight')
    expect(shown()).toEqual(['cURL code'])
    press('End')
    expect(document.activeElement).toBe(tab('C#'))
    press('Home')
    expect(shown()).toEqual(['cURL code'])
  })

  it('takes stacked tabs over with the same result: one panel, the others hidden', () => {
    const root = serverTabs(true)
    // The server HTML hides no panel for good: CSS hides the others while scripts run.
    expect(root.querySelectorAll('[role="tabpanel"][hidden]')).toHaveLength(0)
    expect(root.querySelectorAll('[data-tab-later]')).toHaveLength(2)
    enhanceTabs(root)
    expect(root.querySelectorAll('[data-tab-later]')).toHaveLength(0)
    expect(shown()).toEqual(['cURLcURL code'])
    tab('C#').click()
    expect(shown()).toEqual(['C#C# code'])
  })

  it('keeps a remembered pick for the next page and moves every list with the same key on this one', () => {
    localStorage.clear()
    const list = (id: string) => (
      <div id={id}>
        <Tabs
          remember={SAMPLE_LANGUAGE_KEY}
          label="Language"
          items={['cURL', 'Python'].map((name) => ({ value: name, label: name, content: <p>{name}</p> }))}
        />
      </div>
    )
    document.body.innerHTML = renderToString(
      <>
        {list('one')}
        {list('two')}
      </>,
    )
    const [one, two] = [...document.querySelectorAll<HTMLElement>('[data-tabs]')]
    if (!one || !two) throw new Error('no tabs')
    enhanceTabs(one)
    enhanceTabs(two)
    const python = [...one.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (t) => t.textContent === 'Python',
    )
    python?.click()
    expect(localStorage.getItem(SAMPLE_LANGUAGE_KEY)).toBe('Python')
    expect(shown()).toEqual(['Python', 'Python'])
    expect(two.querySelector('[aria-selected="true"]')?.textContent).toBe('Python')
    // The list that was not clicked keeps the focus where it was.
    expect(document.activeElement).toBe(python)
  })
})
