// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { COLOR_MODE_STORAGE_KEY } from './color-mode-key.ts'
import { colorModeScript, resolveColorMode } from './color-mode.tsx'

function runScript() {
  // The same text the server inlines in <head>.
  new Function(colorModeScript)()
  return document.documentElement.getAttribute('data-color-mode')
}

describe('colour mode', () => {
  beforeEach(() => {
    window.localStorage.clear()
    document.documentElement.removeAttribute('data-forced-color-mode')
    document.documentElement.setAttribute('data-color-mode', 'dark')
  })

  it('resolves system from the media query and keeps explicit choices', () => {
    expect(resolveColorMode('system', true)).toBe('light')
    expect(resolveColorMode('system', false)).toBe('dark')
    expect(resolveColorMode('light', false)).toBe('light')
    expect(resolveColorMode('dark', true)).toBe('dark')
  })

  it('is dark by default and applies a stored light preference before paint', () => {
    expect(runScript()).toBe('dark')
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light')
    expect(runScript()).toBe('light')
  })

  it('lets a page force its mode over the preference', () => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light')
    document.documentElement.setAttribute('data-forced-color-mode', 'dark')
    expect(runScript()).toBe('dark')
  })
})
