import { describe, expect, it } from 'vitest'
import { createBufferPool } from './buffer-pool.ts'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (buffer: Buffer) => buffer.toString('utf8')

describe('buffer pool for cached pages', () => {
  it('joins the chunks and reuses a released buffer for the next page of about that size', () => {
    const pool = createBufferPool({ maxBytes: 1024 * 1024 })
    const first = pool.fill([bytes('<p nonce="'), bytes('aaa'), bytes('">x</p>')])
    expect(text(first)).toBe('<p nonce="aaa">x</p>')
    pool.release(first)
    expect(pool.pooledBytes()).toBeGreaterThan(0)
    const second = pool.fill([bytes('<p nonce="'), bytes('bbb'), bytes('">y</p>')])
    expect(second.buffer).toBe(first.buffer)
    expect(text(second)).toBe('<p nonce="bbb">y</p>')
    expect(pool.pooledBytes()).toBe(0)
  })

  it('never hands one buffer to two responses, even when released twice', () => {
    const pool = createBufferPool({ maxBytes: 1024 * 1024 })
    const buffer = pool.fill([bytes('page')])
    pool.release(buffer)
    pool.release(buffer)
    const a = pool.fill([bytes('one')])
    const b = pool.fill([bytes('two')])
    expect(a.buffer).not.toBe(b.buffer)
    expect([text(a), text(b)]).toEqual(['one', 'two'])
  })

  it('keeps at most maxBytes and ignores buffers it did not make', () => {
    const pool = createBufferPool({ maxBytes: 16 * 1024 })
    const a = pool.fill([bytes('a')])
    const b = pool.fill([bytes('b')])
    pool.release(a)
    pool.release(b)
    expect(pool.pooledBytes()).toBe(16 * 1024)
    pool.release(Buffer.from('foreign'))
    expect(pool.pooledBytes()).toBe(16 * 1024)
  })
})
