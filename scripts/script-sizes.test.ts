import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { gzipAsset } from './asset-compression.ts'
import { type ScriptResponse, watchScriptSizes } from './script-sizes.ts'

const script = (body: () => Promise<Buffer>, type = 'script'): ScriptResponse => ({
  request: () => ({ resourceType: () => type }),
  body,
})

describe('watchScriptSizes', () => {
  it('adds up scripts before and after load, and nothing else', async () => {
    const page = new EventEmitter()
    const sizes = watchScriptSizes(page)
    const early = Buffer.from('console.log("early")')
    const later = Buffer.from('console.log("after the click")')
    page.emit(
      'response',
      script(async () => early),
    )
    page.emit(
      'response',
      script(async () => Buffer.from('<p>'), 'document'),
    )
    sizes.loaded()
    page.emit(
      'response',
      script(async () => later),
    )
    expect(await sizes.stop()).toEqual({
      atLoadGzip: gzipAsset(early).length,
      afterGzip: gzipAsset(later).length,
      unread: 0,
    })
  })

  it('survives a response whose body is read after its page closed: counted as unread, waited for', async () => {
    const page = new EventEmitter()
    const sizes = watchScriptSizes(page)
    let fail = (_error: Error) => {}
    // The body read that used to end the bench: it fails once the page has closed.
    page.emit(
      'response',
      script(() => new Promise((_resolve, reject) => (fail = reject))),
    )
    const stopped = sizes.stop()
    fail(new Error('Target page, context or browser has been closed'))
    expect(await stopped).toEqual({ atLoadGzip: 0, afterGzip: 0, unread: 1 })
    // A response after stop() is not read at all.
    let read = false
    page.emit(
      'response',
      script(async () => {
        read = true
        return Buffer.alloc(0)
      }),
    )
    expect(read).toBe(false)
  })
})
