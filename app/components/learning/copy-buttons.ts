/**
 * How long a button says "Copied" (the clipboard's copied flag, as the code sample's copy button):
 * its own constant so a document's post-copy island loads no React component module.
 */
export const COPIED_MS = 1500

/**
 * Puts a copy button in a bar at the top of every code block of server-rendered post HTML; returns
 * their removal. Bar and `<pre>` share a frame that is the block (a button floated beside a scrolling
 * `<pre>` sat outside it, in a gutter of its own; one over the code hid a long first line). The bar
 * takes the room the `<pre>`'s top padding kept for it, so nothing below moves. Plain DOM: the app's
 * post page runs it from an effect, a document's post-copy island directly.
 */
export function addCopyButtons(root: HTMLElement): () => void {
  const frames = [...root.querySelectorAll('pre')].map((pre) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Copy'
    button.setAttribute('aria-label', 'Copy code')
    button.className = 'post-copy-button'
    button.addEventListener('click', () => {
      void navigator.clipboard
        .writeText(pre.querySelector('code')?.textContent ?? pre.textContent ?? '')
        .then(() => {
          button.textContent = 'Copied'
          window.setTimeout(() => {
            button.textContent = 'Copy'
          }, COPIED_MS)
        })
    })
    const bar = document.createElement('div')
    bar.className = 'post-code-bar'
    bar.append(button)
    const frame = document.createElement('div')
    frame.className = 'post-code'
    moveKeepingState(pre, () => {
      pre.replaceWith(frame)
      frame.append(bar, pre)
    })
    return { frame, pre }
  })
  return () => {
    for (const { frame, pre } of frames) moveKeepingState(pre, () => frame.replaceWith(pre))
  }
}

/**
 * Moves `element` and gives back what taking it out of the page loses: its scroll, a selection with
 * an end in it (the browser collapses it), and the focus in it. A reader who selected or scrolled
 * the code before the buttons came finds it as they left it.
 */
function moveKeepingState(element: HTMLElement, move: () => void): void {
  const { scrollLeft, scrollTop } = element
  const selection = document.getSelection()
  const ends = selection && {
    anchor: selection.anchorNode,
    anchorOffset: selection.anchorOffset,
    focus: selection.focusNode,
    focusOffset: selection.focusOffset,
  }
  const selected =
    ends?.anchor && ends.focus && (element.contains(ends.anchor) || element.contains(ends.focus))
  const focused = document.activeElement
  const hadFocus = focused instanceof HTMLElement && element.contains(focused)
  move()
  element.scrollLeft = scrollLeft
  element.scrollTop = scrollTop
  if (hadFocus) focused.focus({ preventScroll: true })
  if (selected && selection && ends.anchor && ends.focus)
    selection.setBaseAndExtent(ends.anchor, ends.anchorOffset, ends.focus, ends.focusOffset)
}
