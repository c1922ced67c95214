import { useEffect } from 'react'
import { useAuth } from './auth-context.ts'

/**
 * Every control marked `data-opens="sign-in|sign-up"` opens its modal, on a document page (in the
 * visitor root) and on an app page (in the root route): the header's buttons before the header's own
 * code has run (the loader replays their first click), and the blocks' sign-up buttons, which have no
 * handler of their own. A live header button opens it too, to the same state.
 */
export function OpensDialogs() {
  const { openSignIn, openSignUp } = useAuth()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const opener = event.target instanceof Element ? event.target.closest('[data-opens]') : null
      const kind = opener?.getAttribute('data-opens')
      if (kind !== 'sign-in' && kind !== 'sign-up') return
      event.preventDefault()
      if (kind === 'sign-in') openSignIn()
      else openSignUp()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [openSignIn, openSignUp])
  return null
}
