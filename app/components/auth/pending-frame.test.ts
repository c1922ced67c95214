// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { findPendingFrame, handOverPendingFrame } from './pending-frame.tsx'

afterEach(() => {
  document.body.innerHTML = ''
})

function input(selector: string): HTMLInputElement {
  const found = document.querySelector(selector)
  if (!(found instanceof HTMLInputElement)) throw new Error(`no ${selector}`)
  return found
}

const frame = `<div data-pending-frame="sign-in"><form>
  <input type="hidden" name="return_to" value="/pricing/"><input id="frame-email" name="email" type="email">
  <input id="frame-password" name="password" type="password"><button>Sign In</button></form></div>`
const modal = `<div id="modal"><form id="modal-form"><input id="email" name="email" type="email">
  <input id="password" name="password" type="password"></form></div>`

describe('findPendingFrame', () => {
  it('finds nothing on a page without a frame', () => {
    expect(findPendingFrame()).toBeNull()
  })

  it('reads what was typed, where the focus and caret are, and whether it was sent', () => {
    document.body.innerHTML = frame
    input('#frame-email').value = 'ada@example.com'
    input('#frame-password').value = 'secret'
    input('#frame-password').focus()
    input('#frame-password').setSelectionRange(2, 4)
    document.querySelector('form')?.setAttribute('aria-busy', 'true')
    expect(findPendingFrame()).toMatchObject({
      view: 'sign-in',
      values: { email: 'ada@example.com', password: 'secret' },
      focus: { name: 'password', caret: [2, 4] },
      submitted: true,
    })
  })
})

describe('handOverPendingFrame', () => {
  it('removes the frame and puts the focus and caret in the same field of the modal', () => {
    document.body.innerHTML = frame + modal
    input('#frame-password').value = 'secret'
    input('#frame-password').focus()
    input('#frame-password').setSelectionRange(3, 3)
    const found = findPendingFrame()
    if (!found) throw new Error('no frame')
    input('#password').value = 'secret'
    const target = document.getElementById('modal')
    if (!target) throw new Error('no modal')
    handOverPendingFrame(found, target)
    expect(document.querySelector('[data-pending-frame]')).toBeNull()
    expect(document.activeElement).toBe(input('#password'))
    expect([input('#password').selectionStart, input('#password').selectionEnd]).toEqual([3, 3])
  })

  it("sends the modal's form when the frame's was sent before the island was live", () => {
    document.body.innerHTML = frame + modal
    document.querySelector('[data-pending-frame] form')?.setAttribute('aria-busy', 'true')
    const found = findPendingFrame()
    const target = document.getElementById('modal')
    if (!found || !target) throw new Error('no frame or modal')
    const sent: string[] = []
    document.getElementById('modal-form')?.addEventListener('submit', (event) => {
      event.preventDefault()
      sent.push('modal')
    })
    handOverPendingFrame(found, target)
    expect(sent).toEqual(['modal'])
  })
})
