// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { startTypeahead, takeTypeahead } from './typeahead.ts'

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  document.body.dispatchEvent(event)
  return event
}

afterEach(() => {
  takeTypeahead()
})

describe('typeahead', () => {
  it('holds the characters typed after the search was asked for, Backspace included', () => {
    startTypeahead()
    for (const key of ['m', 'e', 'r', 'x', 'Backspace', 'g', 'e'])
      expect(press(key).defaultPrevented).toBe(true)
    expect(takeTypeahead()).toBe('merge')
  })

  it('holds nothing before it starts, after it is taken, or for shortcuts and other keys', () => {
    expect(press('a').defaultPrevented).toBe(false)
    startTypeahead()
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(press('Tab').defaultPrevented).toBe(false)
    press('a')
    expect(takeTypeahead()).toBe('a')
    expect(press('b').defaultPrevented).toBe(false)
    expect(takeTypeahead()).toBe('')
  })

  it('lets go when the focus or the pointer moves elsewhere', () => {
    startTypeahead()
    press('a')
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    expect(press('b').defaultPrevented).toBe(false)
    expect(takeTypeahead()).toBe('')
  })
})
