import { describe, expect, it } from 'vitest'
import { clientWentAway } from './client-gone.server.ts'

const reset = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' })

describe('clientWentAway', () => {
  it("recognises Node's reset of a request whose connection closed", () => {
    expect(clientWentAway(new Request('http://site.test/'), reset())).toBe(true)
  })

  it('recognises any error once the request is aborted', () => {
    const controller = new AbortController()
    controller.abort()
    const request = new Request('http://site.test/', { signal: controller.signal })
    expect(clientWentAway(request, new Error('stream closed'))).toBe(true)
  })

  it('leaves every other error to be reported', () => {
    const request = new Request('http://site.test/')
    expect(clientWentAway(request, new Error('aborted'))).toBe(false)
    expect(clientWentAway(request, Object.assign(new Error('read'), { code: 'ECONNRESET' }))).toBe(false)
    expect(clientWentAway(request, new TypeError('x is undefined'))).toBe(false)
    expect(clientWentAway(request, 'aborted')).toBe(false)
  })
})
