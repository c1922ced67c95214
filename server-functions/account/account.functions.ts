import { redirect } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'
import { readSession } from '../identity/current-session.server.ts'
import { publicUser } from '../identity/session.server.ts'
import { fetchAccountData } from './account-data.server.ts'

/** Where an anonymous visitor of `/account/` goes: home, with sign-in open and a way back. */
export const ACCOUNT_SIGN_IN_SEARCH = { auth: 'sign-in', next: '/account/' }

/** The account page's data for the session's own user; anonymous callers are sent to sign in. */
export const getAccountOverview = createServerFn({ method: 'GET' }).handler(async () => {
  const session = await readSession()
  if (!session) throw redirect({ to: '/', search: ACCOUNT_SIGN_IN_SEARCH })
  const account = await fetchAccountData(session.user.id)
  // The server's date, so the reset date renders the same on the server and in the browser.
  return { user: publicUser(session), account, today: new Date().toISOString() }
})
