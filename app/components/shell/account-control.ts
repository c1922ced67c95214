/**
 * Marks the header's account control: Sign In signed out, the Account menu signed in, the menu button
 * on a phone (the account's actions live in its panel). One of them is visible at every width.
 */
export const ACCOUNT_CONTROL = { 'data-account-control': '' }

function visibleAccountControl(): HTMLElement | null {
  const controls = document.querySelectorAll<HTMLElement>('header [data-account-control]')
  return [...controls].find((control) => control.getClientRects().length > 0) ?? null
}

/**
 * Gives the focus to the header's visible account control, unless the visitor has already put it
 * somewhere. For when the control that held it went away: a sign-in replaces Sign In by the Account
 * menu (whose code may still be on its way), and the phone's panel closes before the sign-in modal
 * opens. Without this the focus falls to the top of the document.
 */
export function focusAccountControl() {
  const settle = () => {
    const active = document.activeElement
    // A control hidden meanwhile counts as none: Sign In, which a closing modal gave the focus back to,
    // goes as the page shows the signed-in visitor (its focus falls to the body on the next frame).
    if (active && active !== document.body && active.getClientRects().length > 0) return true
    const control = visibleAccountControl()
    control?.focus()
    return control !== null
  }
  // After the render that removed the old control is on screen.
  requestAnimationFrame(() => {
    if (settle()) return
    const observer = new MutationObserver(() => {
      if (settle()) stop()
    })
    const stop = () => {
      observer.disconnect()
      document.removeEventListener('focusin', stop)
    }
    // The body: a document page's header island may draw a new header element.
    observer.observe(document.body, { childList: true, subtree: true })
    document.addEventListener('focusin', stop)
  })
}
