import type { RequestHandler } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { resetMockState } from './state.ts'

/** Starts MSW with the given handlers for one test file; every test starts from the seed. */
export function startMockServerFor(handlers: RequestHandler[]) {
  const server = setupServer(...handlers)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => resetMockState())
  afterAll(() => server.close())
  return server
}
