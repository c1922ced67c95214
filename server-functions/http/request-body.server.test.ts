import { describe, expect, it } from 'vitest'
import { jsonTooDeep, limitBodyStream, readLimitedBody } from './request-body.server.ts'

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://site.test/_serverFn/x', { method: 'POST', body, headers })

/** A body that sends one byte and then never finishes. */
function trickle(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array([91]))
    },
  })
}

function streamed(stream: ReadableStream<Uint8Array>): Request {
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', body: stream, duplex: 'half' }
  return new Request('http://site.test/api/revalidate/', init)
}

/** Chunks of `size` bytes, `count` times, counting how many the reader pulled. */
function chunks(size: number, count: number) {
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === count) return controller.close()
      pulled += 1
      controller.enqueue(new Uint8Array(size))
    },
  })
  return { stream, pulled: () => pulled }
}

describe('readLimitedBody', () => {
  it('reads a body within the limit', async () => {
    const read = await readLimitedBody(post('{"a":1}'), { maxBytes: 100, deadlineMs: 1000 })
    expect(read.ok && new TextDecoder().decode(read.bytes)).toBe('{"a":1}')
  })

  it('refuses a declared length past the limit, and stops reading a streamed one at the limit', async () => {
    expect(await readLimitedBody(post('x'.repeat(101)), { maxBytes: 100, deadlineMs: 1000 })).toEqual({
      ok: false,
      status: 413,
    })
    const body = chunks(1024, 1000)
    expect(await readLimitedBody(streamed(body.stream), { maxBytes: 4096, deadlineMs: 1000 })).toEqual({
      ok: false,
      status: 413,
    })
    expect(body.pulled()).toBeLessThan(10)
  })

  it('cuts off a body still arriving at the deadline with 408', async () => {
    expect(await readLimitedBody(streamed(trickle()), { maxBytes: 100, deadlineMs: 50 })).toEqual({
      ok: false,
      status: 408,
    })
  })
})

describe('limitBodyStream', () => {
  it('passes a body within the limit through unchanged', async () => {
    const limited = limitBodyStream(chunks(10, 3).stream, { maxBytes: 30, deadlineMs: 1000 })
    expect((await new Response(limited.stream).arrayBuffer()).byteLength).toBe(30)
    expect(limited.refusal()).toBeUndefined()
  })

  it('errors past the limit without reading the rest, and says 413', async () => {
    const body = chunks(1024, 1000)
    const limited = limitBodyStream(body.stream, { maxBytes: 4096, deadlineMs: 1000 })
    await expect(new Response(limited.stream).arrayBuffer()).rejects.toThrow()
    expect(limited.refusal()).toEqual({ status: 413 })
    expect(body.pulled()).toBeLessThan(10)
  })

  it('errors at the deadline and says 408', async () => {
    const limited = limitBodyStream(trickle(), { maxBytes: 4096, deadlineMs: 50 })
    await expect(new Response(limited.stream).arrayBuffer()).rejects.toThrow()
    expect(limited.refusal()).toEqual({ status: 408 })
  })
})

describe('jsonTooDeep', () => {
  it('counts nesting outside strings only', () => {
    expect(jsonTooDeep('[[[1]]]', 3)).toBe(false)
    expect(jsonTooDeep('[[[[1]]]]', 3)).toBe(true)
    expect(jsonTooDeep('{"a":"[[[[[[\\"[[[["}', 2)).toBe(false)
    expect(jsonTooDeep('['.repeat(1_000_000), 64)).toBe(true)
  })
})
