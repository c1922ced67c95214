import { DEMO_PASSWORD } from '#mocks/users.ts'
import { identityApi } from '#server/identity/gotrue.server.ts'
import { oauthStateCookieName, providerStartResponse } from '#server/identity/provider.server.ts'

/**
 * Starts a provider sign-in the way a browser would (`requestUrl`: the site's /api/auth/provider/
 * address): the redirect, where it sends the provider back to, the signed state cookie and the state.
 */
export async function startProviderFlow(requestUrl: string) {
  const response = await providerStartResponse(new Request(requestUrl))
  const location = new URL(response.headers.get('location') ?? '', requestUrl)
  const returnTo = new URL(location.searchParams.get('redirect_to') ?? '')
  const setCookie = response.headers.get('set-cookie') ?? ''
  const cookie = setCookie.startsWith(`${oauthStateCookieName()}=`)
    ? (/^[^=]+=([^;]+);/.exec(setCookie)?.[1] ?? '')
    : ''
  return { response, location, returnTo, cookie, state: returnTo.searchParams.get('state') ?? '' }
}

/** The tokens the provider hands back for the demo customer pro@example.com, carrying `state`. */
export async function demoProviderTokens(state: string) {
  const grant = await identityApi.passwordGrant('pro@example.com', DEMO_PASSWORD)
  if (!grant.ok) throw new Error('sign-in failed')
  return {
    state,
    accessToken: grant.data.access_token,
    refreshToken: grant.data.refresh_token,
    expiresIn: 3600,
  }
}
