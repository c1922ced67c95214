import { createServerFn } from '@tanstack/react-start'
import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import { acceptInviteSchema, newPasswordInputSchema, verifySchema } from '#shared/api/auth.schema.ts'
import * as flows from './auth.server.ts'
import { readSession, settleOutcome } from './current-session.server.ts'
import { enabledProviders } from './gotrue.server.ts'
import { completeProviderSignIn, oauthStateCookieName, providerTokensSchema } from './provider.server.ts'
import { publicUser } from './session.server.ts'
import { siteIsHttps } from '../http/site-origin.server.ts'
import { clientAddress } from '../http/client-address.server.ts'

const clientIp = clientAddress

/** The signed-in user for the shell (no token ever leaves the server), or null. */
export const getSessionUser = createServerFn({ method: 'GET' }).handler(async () => {
  const session = await readSession()
  return session ? publicUser(session) : null
})

export const verifyEmailLink = createServerFn({ method: 'POST' })
  .validator(verifySchema)
  .handler(async ({ data }) => settleOutcome(await flows.verifyLink(data.token, data.type, clientIp())))

export const acceptInvite = createServerFn({ method: 'POST' })
  .validator(acceptInviteSchema)
  .handler(async ({ data }) => settleOutcome(await flows.acceptInvite(data.token, data.password, clientIp())))

export const setNewPassword = createServerFn({ method: 'POST' })
  .validator(newPasswordInputSchema)
  .handler(async ({ data }) => settleOutcome(await flows.setPassword(await readSession(), data.password)))

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
