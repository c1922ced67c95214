import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { resetServiceBreakers } from '#server/http/service-breaker.server.ts'
import { resetMockState } from './state.ts'

/** Starts MSW with the given handlers for one test file; every test starts from the seed. */
export function startMockServerFor(handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => {
    resetMockState()
    // A test that timed a service out starts the next one with its circuit closed.
    resetServiceBreakers()
  })
  afterAll(() => server.close())
  return server
}
