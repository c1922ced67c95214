// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { isSearchShortcut, isSearchTextKey, typingInAField } from './keyboard-shortcuts.ts'

function keyOn(target: EventTarget, init: KeyboardEventInit): KeyboardEvent {
  let seen: KeyboardEvent | undefined
  const listener = (event: Event) => {
    if (event instanceof KeyboardEvent) seen = event
  }
  target.addEventListener('keydown', listener)
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }))
  target.removeEventListener('keydown', listener)
  if (!seen) throw new Error('no keydown')
  return seen
}

describe('keyboard shortcuts', () => {
  it('opens the search on Ctrl/⌘+K anywhere, even in a field', () => {
    const input = document.body.appendChild(document.createElement('input'))
    expect(isSearchShortcut(keyOn(input, { key: 'k', ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(keyOn(document.body, { key: 'K', metaKey: true }))).toBe(true)
    expect(isSearchShortcut(keyOn(document.body, { key: 'k' }))).toBe(false)
  })

  it('opens the search on / only outside fields and without modifiers', () => {
    const input = document.body.appendChild(document.createElement('input'))
    expect(isSearchShortcut(keyOn(document.body, { key: '/' }))).toBe(true)
    expect(isSearchShortcut(keyOn(input, { key: '/' }))).toBe(false)
    expect(isSearchShortcut(keyOn(document.body, { key: '/', altKey: true }))).toBe(false)
    expect(typingInAField(input)).toBe(true)
    expect(typingInAField(document.body)).toBe(false)
  })

  it("takes characters and Backspace as the search box's text, not other keys", () => {
    expect(isSearchTextKey(keyOn(document.body, { key: 'a' }))).toBe(true)
    expect(isSearchTextKey(keyOn(document.body, { key: 'Backspace' }))).toBe(true)
    expect(isSearchTextKey(keyOn(document.body, { key: 'ArrowDown' }))).toBe(false)
    expect(isSearchTextKey(keyOn(document.body, { key: 'a', ctrlKey: true }))).toBe(false)
  })
})
