import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createDrain, shutdownDelayMs } from './drain.ts'

/** A request as srvx hands it to middleware on Node, with the Node response it will write to. */
function nodeRequest(path: string) {
  const req = new IncomingMessage(new Socket())
  const res = new ServerResponse(req)
  res.shouldKeepAlive = true
  const request = Object.assign(new Request(`http://127.0.0.1${path}`), {
    runtime: { name: 'node', node: { req, res } },
  })
  return { request, res }
}

const page = () => new Response('<html></html>', { status: 200 })

describe('the drain', () => {
  it('serves as usual and keeps connections alive until it starts', async () => {
    const drain = createDrain()
    for (const path of ['/api/health/', '/pricing/']) {
      const { request, res } = nodeRequest(path)
      expect((await drain.middleware(request, page)).status).toBe(200)
      expect(res.shouldKeepAlive).toBe(true)
    }
    expect(drain.draining).toBe(false)
  })

  it('then answers health with 503 draining, still serves pages, and closes each connection after its answer', async () => {
    const drain = createDrain()
    drain.start()
    const health = nodeRequest('/api/health/')
    const answer = await drain.middleware(health.request, page)
    expect(answer.status).toBe(503)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ status: 'draining' })
    expect(health.res.shouldKeepAlive).toBe(false)

    const pricing = nodeRequest('/pricing/')
    const served = await drain.middleware(pricing.request, page)
    expect(served.status).toBe(200)
    expect(await served.text()).toBe('<html></html>')
    expect(pricing.res.shouldKeepAlive).toBe(false)
  })
})

describe('SHUTDOWN_DELAY_SECONDS', () => {
  it('defaults to no delay and reads seconds', () => {
    expect(shutdownDelayMs({})).toBe(0)
    expect(shutdownDelayMs({ SHUTDOWN_DELAY_SECONDS: '' })).toBe(0)
    expect(shutdownDelayMs({ SHUTDOWN_DELAY_SECONDS: '5' })).toBe(5000)
    expect(shutdownDelayMs({ SHUTDOWN_DELAY_SECONDS: '0.5' })).toBe(500)
  })

  it('names the variable when it is not a number of seconds from 0 to 120', () => {
    for (const bad of ['soon', '-1', '121'])
      expect(() => shutdownDelayMs({ SHUTDOWN_DELAY_SECONDS: bad })).toThrow(/SHUTDOWN_DELAY_SECONDS/)
  })
})
