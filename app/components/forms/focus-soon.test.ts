// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTOFOCUS_DELAY_MS, focusSoon } from './focus-soon.ts'

beforeEach(() => {
  vi.useFakeTimers()
  document.body.innerHTML = '<button>Close</button><input id="email"><input id="other">'
})
afterEach(() => vi.useRealTimers())

const byId = (id: string) => {
  const element = document.getElementById(id)
  if (!element) throw new Error(id)
  return element
}

describe('focusSoon', () => {
  it('moves the focus from the modal’s Close button to the field after 100 ms', () => {
    document.querySelector('button')?.focus()
    focusSoon(byId('email'))
    vi.advanceTimersByTime(AUTOFOCUS_DELAY_MS - 1)
    expect(document.activeElement?.textContent).toBe('Close')
    vi.advanceTimersByTime(1)
    expect(document.activeElement?.id).toBe('email')
  })

  it('leaves the focus where the visitor put it meanwhile, and does nothing once unmounted', () => {
    focusSoon(byId('email'))
    byId('other').focus()
    vi.advanceTimersByTime(AUTOFOCUS_DELAY_MS)
    expect(document.activeElement?.id).toBe('other')
    document.querySelector('button')?.focus()
    focusSoon(byId('email'))?.()
    vi.advanceTimersByTime(AUTOFOCUS_DELAY_MS)
    expect(document.activeElement?.textContent).toBe('Close')
  })
})
