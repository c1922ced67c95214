// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { keepFocus } from './keep-focus.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

const markup = '<form><label>Name <input name="name"></label><textarea name="message"></textarea></form>'

function island(): HTMLElement {
  document.body.innerHTML = `<button>Outside</button><div id="island">${markup}</div>`
  const element = document.getElementById('island')
  if (!element) throw new Error('no island')
  return element
}

function input(root: HTMLElement): HTMLInputElement {
  const found = root.querySelector('input')
  if (!found) throw new Error('no input')
  return found
}

describe('keepFocus', () => {
  it('puts the focus and caret back on the same field of the fresh DOM', () => {
    const root = island()
    const typed = input(root)
    typed.value = 'Jo Dev'
    typed.focus()
    typed.setSelectionRange(3, 3)
    const restore = keepFocus(root)
    root.innerHTML = markup
    const fresh = input(root)
    fresh.value = 'Jo Dev'
    restore()
    expect(document.activeElement).toBe(fresh)
    expect([fresh.selectionStart, fresh.selectionEnd]).toEqual([3, 3])
  })

  it('leaves the focus alone when it was outside the island', () => {
    const root = island()
    const outside = document.querySelector('button')
    outside?.focus()
    const restore = keepFocus(root)
    root.innerHTML = markup
    restore()
    expect(document.activeElement).toBe(outside)
  })

  it('does nothing when the focused element survived the mount', () => {
    const root = island()
    const typed = input(root)
    typed.value = 'Jo'
    typed.focus()
    typed.setSelectionRange(0, 0)
    const restore = keepFocus(root)
    typed.setSelectionRange(2, 2)
    restore()
    expect(typed.selectionStart).toBe(2)
  })
})
