import { useEffect } from 'react'
import { useAuth } from '~/components/auth/auth-context.tsx'

/** Sign-up buttons outside the header (blocks) open the header island's sign-up modal. */
export function SignUpButtons({ page }: { page: Document }) {
  const { openSignUp } = useAuth()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-opens="sign-up"]')) return
      event.preventDefault()
      openSignUp()
    }
    page.addEventListener('click', onClick)
    return () => page.removeEventListener('click', onClick)
  }, [page, openSignUp])
  return null
}
