import { createServerFn } from '@tanstack/react-start'
import { ACCOUNT_PATH } from '#domain/navigation/app-routes.ts'
import { requireSession } from '../identity/require-session.server.ts'
import { publicUser } from '../identity/session.server.ts'
import { fetchAccountData } from './account-data.server.ts'

/** The account page's data for the session's own user; anonymous callers are sent to sign in. */
export const getAccountOverview = createServerFn({ method: 'GET' }).handler(async () => {
  const session = await requireSession(ACCOUNT_PATH)
  const account = await fetchAccountData(session.user.id)
  // The server's date, so the reset date renders the same on the server and in the browser.
  return { user: publicUser(session), account, today: new Date().toISOString() }
})
