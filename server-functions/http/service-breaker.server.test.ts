import { delay, HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { serviceCircuitStates } from './service-breaker.server.ts'
import { callService, openService } from './service-client.server.ts'

const base = 'https://breaker.test'
const target = { name: 'breaker-test', url: base }
let frozen = true

startMockServerFor([
  http.get(`${base}/call`, async () => {
    if (frozen) await delay('infinite')
    return HttpResponse.json({ id: 'a1' })
  }),
  http.get(`${base}/down`, () => HttpResponse.json({ message: 'down' }, { status: 503 })),
  http.get(`${base}/network`, () => HttpResponse.error()),
])

const schema = z.object({ id: z.string() })
const call = (path = '/call') => callService(target, path, { schema, timeoutMs: 50 })
const { failures } = serverEnv().serviceBreaker
const configured = { ...serverEnv().serviceBreaker }

async function timed<T>(work: Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now()
  const result = await work
  return { result, ms: performance.now() - started }
}

beforeEach(() => {
  frozen = true
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => Object.assign(serverEnv().serviceBreaker, configured))

describe('the service circuit breaker', () => {
  it('opens after repeated timeouts: the next calls fail at once with the same failure', async () => {
    for (let attempt = 0; attempt < failures; attempt += 1) {
      expect(await call()).toMatchObject({ ok: false, kind: 'unreachable' })
    }
    expect(serviceCircuitStates()['breaker-test']).toBe('open')
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const { result, ms } = await timed(call())
      expect(result).toMatchObject({ ok: false, kind: 'unreachable', status: 0 })
      // A frozen service would cost the 50 ms timeout; an open circuit answers before it.
      expect(ms).toBeLessThan(45)
    }
  })

  it('half-opens after its pause: one call probes, the others fail at once, an answer closes it', async () => {
    serverEnv().serviceBreaker.halfOpenAfterMs = 200
    for (let attempt = 0; attempt < failures; attempt += 1) await call()
    expect(serviceCircuitStates()['breaker-test']).toBe('open')
    await new Promise((resolve) => setTimeout(resolve, 250))
    // Still frozen: the probe waits out its timeout, and meanwhile nobody else waits.
    const probe = call()
    expect(serviceCircuitStates()['breaker-test']).toBe('half-open')
    const { ms } = await timed(call())
    expect(ms).toBeLessThan(45)
    expect(await probe).toMatchObject({ ok: false, kind: 'unreachable' })
    expect(serviceCircuitStates()['breaker-test']).toBe('open')
    // The service is back: the first call after the pause answers and closes the circuit.
    frozen = false
    await vi.waitFor(
      async () => {
        expect(await call()).toMatchObject({ ok: true, data: { id: 'a1' } })
      },
      { timeout: 2_000, interval: 50 },
    )
    expect(serviceCircuitStates()['breaker-test']).toBe('closed')
  })

  it('counts only calls without an answer: error statuses and the caller giving up keep it closed', async () => {
    for (let attempt = 0; attempt < failures * 2; attempt += 1) {
      expect(await call('/down')).toMatchObject({ ok: false, kind: 'status', status: 503 })
      const controller = new AbortController()
      const given = callService(target, '/call', { schema, signal: controller.signal })
      controller.abort()
      expect(await given).toMatchObject({ ok: false, kind: 'unreachable' })
    }
    expect(serviceCircuitStates()['breaker-test']).toBe('closed')
    for (let attempt = 0; attempt < failures; attempt += 1)
      expect(await openService(target, '/network')).toMatchObject({ ok: false, kind: 'unreachable' })
    expect(serviceCircuitStates()['breaker-test']).toBe('open')
  })

  it("guards a call through a service's own client library the same way", async () => {
    const read = () =>
      callService(
        'strapi',
        { what: 'read', run: async (send) => (await send(`${base}/call`)).json() },
        { schema, timeoutMs: 50 },
      )
    for (let attempt = 0; attempt < failures; attempt += 1)
      expect(await read()).toMatchObject({ ok: false, kind: 'unreachable' })
    expect(serviceCircuitStates()).toMatchObject({ strapi: 'open' })
    const { result, ms } = await timed(read())
    expect(result).toMatchObject({ ok: false, kind: 'unreachable', status: 0 })
    expect(ms).toBeLessThan(45)
  })
})
