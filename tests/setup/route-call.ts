import { beforeEach } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../../server-functions/env.server.ts'
import { resetAllLimiters } from '../../server-functions/http/throttle.server.ts'

/**
 * Calling a route's handler in a unit test as the framework would, without the framework around it.
 * The cookie functions of `@tanstack/react-start/server` work over a plain jar (mock that module
 * with `cookieFunctions`): `sent` is what the browser sent, `written` what the response set (a
 * deletion writes an empty value).
 */
export const requestCookies = {
  sent: new Map<string, string>(),
  written: new Map<string, string>(),
  reset() {
    this.sent.clear()
    this.written.clear()
  },
}

export const cookieFunctions = {
  getCookie: (name: string) => requestCookies.sent.get(name),
  setCookie: (name: string, value: string) => {
    requestCookies.written.set(name, value)
  },
  deleteCookie: (name: string) => {
    requestCookies.written.set(name, '')
  },
  getRequestProtocol: () => 'http',
  // A new request each time: every call of a test stands for a request of its own (the session is
  // read once per request, current-session.server.ts).
  getRequest: () => new Request('http://localhost:3000/'),
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined

/** A route's POST handler (`server.handlers.POST`), answering a Request with its Response. */
export function routePost(route: { options: object }): (request: Request) => Promise<Response> {
  const handler = field(field(field(route.options, 'server'), 'handlers'), 'POST')
  if (typeof handler !== 'function') throw new Error('the route has no POST handler')
  return async (request) => {
    const answer: unknown = await Reflect.apply(handler, undefined, [{ request }])
    if (!(answer instanceof Response)) throw new Error('the handler answered no Response')
    return answer
  }
}

/**
 * A route test's world: the mocked services answering, and before each test an empty cookie jar
 * and fresh rate limits. Call it at the top of the test file, beside the `vi.mock` of the cookie
 * functions (Vitest only hoists a mock written in the test file itself).
 */
export function startRouteTests() {
  startMockServerFor(mockHandlers(serverEnv()))
  beforeEach(async () => {
    requestCookies.reset()
    await resetAllLimiters()
  })
}
