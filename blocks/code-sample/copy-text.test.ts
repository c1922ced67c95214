// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COPIED_MS, enhanceCopyButtons } from './copy-text.ts'

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('enhanceCopyButtons', () => {
  it("copies its scope's code and shows Copied for 1500 ms", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.useFakeTimers()
    document.body.innerHTML = `<div id="root"><div data-copy-scope>
      <button type="button" data-copy aria-label="Copy the cURL sample">Copy</button>
      <pre><code>curl -X POST</code></pre></div></div>`
    const root = document.getElementById('root')
    const button = document.querySelector<HTMLElement>('[data-copy]')
    if (!root || !button) throw new Error('fixture lost')
    enhanceCopyButtons(root)
    button.click()
    await vi.waitFor(() => expect(button.textContent).toBe('Copied'))
    expect(writeText).toHaveBeenCalledWith('curl -X POST')
    expect(button.getAttribute('aria-label')).toBe('Copied')
    vi.advanceTimersByTime(COPIED_MS)
    expect(button.textContent).toBe('Copy')
    expect(button.getAttribute('aria-label')).toBe('Copy the cURL sample')
  })
})
