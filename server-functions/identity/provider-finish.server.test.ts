import { describe, expect, it, vi } from 'vitest'
import { BODY_MESSAGES, INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { SESSION_COOKIE } from '#shared/http/cookie-names.ts'
import { Route } from '~/routes/api/auth/provider-finish.ts'
import { requestCookies, routePost, startRouteTests } from '../../tests/setup/route-call.ts'
import { demoProviderTokens, startProviderFlow } from '../../tests/setup/provider-flow.ts'
import { oauthStateCookieName, PROVIDER_MESSAGES } from './provider.server.ts'
import { unsealSession } from './session.server.ts'

vi.mock(import('@tanstack/react-start/server'), async (importOriginal) => ({
  ...(await importOriginal()),
  ...(await import('../../tests/setup/route-call.ts')).cookieFunctions,
}))

startRouteTests()

const finish = routePost(Route)
const post = (body: string, headers: Record<string, string> = {}) =>
  finish(
    new Request('http://localhost:5700/api/auth/provider-finish/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
      body,
    }),
  )

/** Starts a flow as the browser would: its state cookie is sent back, its state comes with the tokens. */
async function startedFlow() {
  const { cookie, state } = await startProviderFlow(
    'http://localhost:5700/api/auth/provider/?provider=github',
  )
  requestCookies.sent.set(oauthStateCookieName(), cookie)
  return demoProviderTokens(state)
}

describe('POST /api/auth/provider-finish/', () => {
  it('turns the tokens of a flow this browser started into the session cookie, and spends the state', async () => {
    const tokens = await startedFlow()
    const response = await post(JSON.stringify(tokens))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true, user: { email: 'pro@example.com' } })
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await unsealSession(requestCookies.written.get(SESSION_COOKIE))).not.toBeNull()
    expect(requestCookies.written.get(oauthStateCookieName())).toBe('')
  })

  it('refuses tokens from a flow this browser did not start, or from another one, with its message', async () => {
    const tokens = await startedFlow()
    requestCookies.sent.clear()
    expect(await (await post(JSON.stringify(tokens))).json()).toMatchObject({
      ok: false,
      message: PROVIDER_MESSAGES.notStarted,
    })
    const other = await startedFlow()
    expect(await (await post(JSON.stringify({ ...tokens, state: `${other.state}x` }))).json()).toMatchObject({
      ok: false,
      message: PROVIDER_MESSAGES.mismatch,
    })
    expect(requestCookies.written.has(SESSION_COOKIE)).toBe(false)
  })

  it('refuses a cross-site call, an oversized body and invalid input with a clear 4xx', async () => {
    const tokens = await startedFlow()
    const crossSite = await post(JSON.stringify(tokens), { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: 'This endpoint accepts requests from this site only.' })
    const oversized = await post(JSON.stringify({ ...tokens, accessToken: 'x'.repeat(70_000) }))
    expect(oversized.status).toBe(413)
    expect(await oversized.json()).toEqual({ error: BODY_MESSAGES.tooLarge })
    for (const body of ['{', JSON.stringify({ ...tokens, expiresIn: -1 }), JSON.stringify({ state: 1 })]) {
      const invalid = await post(body)
      expect(invalid.status, body).toBe(400)
      expect(await invalid.json()).toEqual({ error: INVALID_REQUEST_MESSAGE })
    }
    expect(requestCookies.written.size).toBe(0)
  })
})
