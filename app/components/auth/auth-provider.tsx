import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import type { PublicUser } from '#shared/api/public-user.schema.ts'
import { signOutAction } from '#shared/api/actions/sign-out.ts'
import { callApi } from '#shared/api/client.ts'
import { publishSignedIn } from '#ui/signed-in-store.ts'
import { useHydrated } from '#ui/use-hydrated.ts'
import { ACCOUNT_PATH } from '#domain/navigation/app-routes.ts'
import { safeNext, signInDestination } from './sign-in-destination.ts'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { AuthContext, type AuthContextValue, type AuthDialog } from './auth-context.ts'

const linkTokenPattern = /^#(recovery_token|confirmation_token|invite_token)=/

export function AuthProvider({
  initialUser,
  initialDialog = null,
  initialNext,
  children,
}: {
  initialUser: PublicUser | null
  /** The modal open as this provider starts: the one the server rendered, which the island hydrates. */
  initialDialog?: AuthDialog
  /** Where its sign-in goes (its form's `return_to`). */
  initialNext?: string
  children: ReactNode
}) {
  const { navigate, searchStr, pathname, href } = useSiteNavigation()
  const [user, setUser] = useState(initialUser)
  const [dialog, setDialog] = useState<AuthDialog>(initialDialog)
  const [next, setNext] = useState(() => (initialNext === undefined ? ACCOUNT_PATH : safeNext(initialNext)))

  // The page's record (CSS on <html>, the other islands of a document) follows the server's word.
  useEffect(() => publishSignedIn(user), [user])

  // `/?auth=sign-in&next=…` (from the account guard) opens sign-in once per arrival on an app page, only
  // after hydration (a document's server renders it open instead); the effect below tidies the address bar.
  const hydrated = useHydrated()
  const [seenSearch, setSeenSearch] = useState('')
  const params = new URLSearchParams(searchStr)
  if (hydrated && params.get('auth') === 'sign-in' && seenSearch !== searchStr) {
    setSeenSearch(searchStr)
    setNext(safeNext(params.get('next')))
    setDialog('sign-in')
  }
  useEffect(() => {
    if (!hydrated) return
    const url = new URL(window.location.href)
    // Mail links from GoTrue's own templates (`/#recovery_token=…`, or the page sign-up asked to
    // come back to) go to the page that handles them, which then returns to that page.
    if (linkTokenPattern.test(url.hash) && url.pathname !== '/passwordreset/') {
      const back =
        url.pathname === '/' && !url.search ? '' : `?next=${encodeURIComponent(url.pathname + url.search)}`
      void navigate(`/passwordreset/${back}${url.hash}`, { replace: true })
      return
    }
    if (url.searchParams.has('auth') && seenSearch === searchStr) {
      url.searchParams.delete('auth')
      url.searchParams.delete('next')
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    }
  }, [hydrated, navigate, searchStr, seenSearch])

  const signedIn = useCallback((signed: PublicUser) => setUser(signed), [])

  const signOut = useCallback(async () => {
    try {
      await callApi(signOutAction, {})
    } finally {
      // The server clears the cookie even when the identity call fails; the page follows suit.
      setUser(null)
      setDialog(null)
      await navigate('/')
    }
  }, [navigate])

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      dialog,
      next,
      openSignIn: (target?: string) => {
        setNext(signInDestination({ pathname, href }, target))
        setDialog('sign-in')
      },
      openSignUp: () => setDialog('sign-up'),
      closeDialog: () => setDialog(null),
      signedIn,
      signOut,
    }),
    [user, dialog, next, signedIn, signOut, pathname, href],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}
