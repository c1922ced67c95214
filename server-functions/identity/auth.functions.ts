import { createServerFn } from '@tanstack/react-start'
import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import { readSession, settleOutcome } from './current-session.server.ts'
import { enabledProviders } from './gotrue.server.ts'
import { completeProviderSignIn, oauthStateCookieName, providerTokensSchema } from './provider.server.ts'
import { publicUser } from './session.server.ts'
import { siteIsHttps } from '../http/site-origin.server.ts'

/** The signed-in user for the shell (no token ever leaves the server), or null. */
export const getSessionUser = createServerFn({ method: 'GET' }).handler(async () => {
  const session = await readSession()
  return session ? publicUser(session) : null
})

/** External providers enabled in the identity settings (GET /settings). */
export const getAuthProviders = createServerFn({ method: 'GET' }).handler(() => enabledProviders())

export const finishProviderSignIn = createServerFn({ method: 'POST' })
  .validator(providerTokensSchema)
  .handler(async ({ data }) => {
    // One attempt per started flow: the state is spent whether or not it matches.
    const state = getCookie(oauthStateCookieName())
    deleteCookie(oauthStateCookieName(), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: siteIsHttps(),
    })
    return settleOutcome(await completeProviderSignIn(data, state))
  })
