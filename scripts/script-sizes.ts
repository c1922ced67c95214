import { gzipAsset } from './asset-compression.ts'

/** What is read of a Playwright response (a test passes its own). */
export type ScriptResponse = { request(): { resourceType(): string }; body(): Promise<Buffer> }
/** What is read of a Playwright page. */
export type ResponseSource = {
  on(event: 'response', listener: (response: ScriptResponse) => void): unknown
  off(event: 'response', listener: (response: ScriptResponse) => void): unknown
}

export type ScriptSizes = { atLoadGzip: number; afterGzip: number; unread: number }

/**
 * Adds up the scripts a page receives (gzip), apart before and after `loaded()`. Each body is read as
 * its response arrives, and `stop()` waits for every read before the caller closes the page: a body
 * the browser no longer has (a response that came as the page closed) is counted in `unread`, never
 * an unhandled rejection that ends the bench and leaves its server and browser running.
 */
export function watchScriptSizes(page: ResponseSource) {
  const sizes: ScriptSizes = { atLoadGzip: 0, afterGzip: 0, unread: 0 }
  let loaded = false
  const reads = new Set<Promise<void>>()
  const onResponse = (response: ScriptResponse) => {
    if (response.request().resourceType() !== 'script') return
    const key = loaded ? 'afterGzip' : 'atLoadGzip'
    const read = response.body().then(
      (body) => {
        sizes[key] += gzipAsset(body).length
      },
      () => {
        sizes.unread += 1
      },
    )
    reads.add(read)
    void read.then(() => reads.delete(read))
  }
  page.on('response', onResponse)
  return {
    loaded: () => {
      loaded = true
    },
    stop: async (): Promise<ScriptSizes> => {
      page.off('response', onResponse)
      await Promise.all(reads)
      return { ...sizes }
    },
  }
}
