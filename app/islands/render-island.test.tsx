// @vitest-environment happy-dom
import { useLayoutEffect, useRef, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrateIsland } from './render-island.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

function Form() {
  const [sent, setSent] = useState('')
  const form = useRef<HTMLFormElement>(null)
  // Runs in the commit that takes the server HTML over.
  useLayoutEffect(() => form.current?.setAttribute('data-live', ''), [])
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault()
        setSent(String(new FormData(event.currentTarget).get('name')))
      }}
    >
      <input name="name" defaultValue="" aria-label="Name" />
      <button type="submit">Send</button>
      <output>{sent}</output>
    </form>
  )
}

function serverIsland(): HTMLElement {
  document.body.innerHTML = `<div id="island">${renderToString(<Form />)}</div>`
  const element = document.getElementById('island')
  if (!element) throw new Error('no island')
  return element
}

const field = (root: HTMLElement) => {
  const input = root.querySelector('input')
  if (!input) throw new Error('no input')
  return input
}

describe('hydrateIsland', () => {
  it('keeps the very field, its value and its focus', () => {
    const root = serverIsland()
    const typed = field(root)
    typed.value = 'Jo Dev'
    typed.focus()
    hydrateIsland(root, <Form />)
    expect(field(root)).toBe(typed)
    expect(typed.value).toBe('Jo Dev')
    expect(document.activeElement).toBe(typed)
  })

  it('has committed when it returns, so a click replayed at once reaches the form with what was typed', async () => {
    const root = serverIsland()
    field(root).value = 'Jo Dev'
    hydrateIsland(root, <Form />)
    expect(root.querySelector('form')?.hasAttribute('data-live')).toBe(true)
    root.querySelector('button')?.click()
    await vi.waitFor(() => expect(root.querySelector('output')?.textContent).toBe('Jo Dev'))
  })
})
