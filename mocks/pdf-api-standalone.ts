import { getResponse } from 'msw'
import { pdfApiHandlers } from './pdf-api.ts'
import { resetMockState } from './state.ts'

/**
 * The PDF API mock alone, at the root of its own origin, for a customer's tests (as stripe-mock is
 * for Stripe's): every endpoint, `/upload` and the file store (`/resource/{id}`), keyed by the demo
 * users' API keys, without the site's other services. `POST /_mocks/reset` forgets every stored
 * file and restores the demo accounts; `GET /_mocks/health` answers while it runs. `base` is the address clients reach it at (output URLs name
 * it), from configuration, never from a request's Host header.
 */
export function createPdfApiMock(base: string): (request: Request) => Promise<Response> {
  const handlers = pdfApiHandlers(base)
  return async (request) => {
    const url = new URL(request.url)
    if (url.pathname === '/_mocks/health') return Response.json({ status: 'ok' })
    if (url.pathname === '/_mocks/reset' && request.method === 'POST') {
      resetMockState()
      return Response.json({ reset: true })
    }
    const answer = await getResponse(handlers, new Request(`${base}${url.pathname}${url.search}`, request))
    return answer ?? Response.json({ error: `Unknown endpoint ${url.pathname}.` }, { status: 404 })
  }
}
