// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { addCopyButtons } from './copy-buttons.ts'

afterEach(() => {
  document.body.replaceChildren()
  document.getSelection()?.removeAllRanges()
})

function post(): { root: HTMLElement; code: Text } {
  const root = document.createElement('article')
  root.innerHTML = '<p>Install it:</p><pre><code>pip install requests</code></pre>'
  document.body.append(root)
  const code = root.querySelector('code')?.firstChild
  if (!(code instanceof Text)) throw new Error('the post has no code')
  return { root, code }
}

describe('addCopyButtons', () => {
  it('puts a copy button in a bar above each code block', () => {
    const { root } = post()
    addCopyButtons(root)
    const frame = root.querySelector('.post-code')
    expect(frame?.querySelector('.post-code-bar button')?.getAttribute('aria-label')).toBe('Copy code')
    expect(frame?.lastElementChild?.tagName).toBe('PRE')
  })

  it('keeps the code a reader selected before the buttons came, and the focus in it', () => {
    const { root, code } = post()
    const pre = root.querySelector('pre')
    pre?.setAttribute('tabindex', '0')
    pre?.focus()
    document.getSelection()?.setBaseAndExtent(code, 4, code, 11)
    addCopyButtons(root)
    expect(document.getSelection()?.toString()).toBe('install')
    expect(document.activeElement).toBe(pre)
  })
})
