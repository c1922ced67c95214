import { useEffect } from 'react'
import { SIGNED_IN_HINT_COOKIE } from '#shared/http/cookie-names.ts'
import { useAuth } from '~/components/auth/auth-context.ts'
import { publishUser } from './user-event.ts'

/**
 * Tells the rest of a document page (other islands: plan buttons) who is signed in, once the header
 * island knows from the server. A stale hint cookie (the session ended elsewhere) is dropped.
 */
export function PublishUser() {
  const { user } = useAuth()
  useEffect(() => {
    publishUser(document.documentElement, user)
    if (!user) document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
  }, [user])
  return null
}
