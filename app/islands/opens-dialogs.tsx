import { useEffect } from 'react'
import { useAuth } from '~/components/auth/auth-context.ts'
import { findPendingFrame } from '~/components/auth/pending-frame.tsx'

/**
 * Every control marked `data-opens="sign-in|sign-up"` on a document page opens its modal: the
 * header's buttons before the header's own code has run (the loader replays their first click), and
 * the blocks' sign-up buttons. A live header button opens it too, to the same state. So does a
 * modal's frame on the page (app/components/auth/pending-frame.tsx).
 */
export function OpensDialogs({ page }: { page: Document }) {
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
    page.addEventListener('click', onClick)
    return () => page.removeEventListener('click', onClick)
  }, [page, openSignIn, openSignUp])
  // A frame on the page as the visitor root starts (the server's, for an address that opened the
  // modal, or the loader's, for a click it holds): its modal opens and takes it over.
  useEffect(() => {
    const frame = findPendingFrame(page)
    if (frame?.view === 'sign-up') openSignUp()
    else if (frame) openSignIn(frame.returnTo)
  }, [page, openSignIn, openSignUp])
  return null
}
