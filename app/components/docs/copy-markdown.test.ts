// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { enhanceCopyMarkdown } from './copy-markdown.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

function actions() {
  document.body.innerHTML = `<div id="root"><button type="button" data-copy-markdown="/documentation/x.md">Copy page as Markdown</button><span role="status"></span></div>`
  const root = document.getElementById('root')
  const button = document.querySelector<HTMLElement>('[data-copy-markdown]')
  const status = document.querySelector('[role="status"]')
  if (!root || !button || !status) throw new Error('fixture lost')
  return { root, button, status }
}

describe('enhanceCopyMarkdown', () => {
  it("copies the page's Markdown and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { root, button, status } = actions()
    const read = vi.fn(async () => '# X\n')
    enhanceCopyMarkdown(root, read)
    button.click()
    await vi.waitFor(() => expect(status.textContent).toBe('Page copied as Markdown'))
    expect(read).toHaveBeenCalledWith('/documentation/x.md')
    expect(writeText).toHaveBeenCalledWith('# X\n')
  })

  it('says why not when the Markdown cannot be read', async () => {
    const { root, button, status } = actions()
    enhanceCopyMarkdown(root, () => Promise.reject(new Error('offline')))
    button.click()
    await vi.waitFor(() => expect(status.textContent).toContain('could not be copied'))
  })
})
