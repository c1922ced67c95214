import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** The answer's bytes as sent: fetch and Playwright would decode them. */
function raw(url: string, acceptEncoding: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * Waits until `url` is served from its page-cache brotli copy: the copy is made in the background
 * after the page is stored, and a hit sent from it has a length (one buffer); one compressed on the
 * way is streamed.
 */
async function untilBrotliCopy(url: string): Promise<void> {
  await raw(url, 'br')
  await expect
    .poll(async () => {
      const answer = await raw(url, 'br')
      return answer.headers['x-page-cache'] === 'hit' && answer.headers['content-length'] !== undefined
    })
    .toBe(true)
}

const nonceOf = (answer: RawAnswer) =>
  String(answer.headers['content-security-policy']).match(/'nonce-([^']+)'/)?.[1] ?? 'none'

test('a client that accepts only brotli gets brotli; gzip otherwise; q-values decide', async ({
  baseURL,
}) => {
  const page = `${baseURL ?? ''}/pricing/`
  const brotli = await raw(page, 'br')
  expect(brotli.headers['content-encoding']).toBe('br')
  expect(brotli.headers.vary).toContain('Accept-Encoding')
  expect(brotliDecompressSync(brotli.body).toString()).toContain('</html>')
  const gzip = await raw(page, 'gzip')
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gzip.body).toString()).toContain('</html>')
  expect((await raw(page, 'br;q=0.4, gzip;q=0.8')).headers['content-encoding']).toBe('gzip')
  expect((await raw(page, 'gzip;q=0.4, br')).headers['content-encoding']).toBe('br')
  const plain = await raw(page, 'identity')
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(plain.headers.vary).toContain('Accept-Encoding')
  // Answers that are not pages, too; one under 1 KB goes out as it is, with its length.
  const llms = await raw(`${baseURL ?? ''}/llms.txt`, 'br')
  expect(llms.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(llms.body).toString()).toContain('# pdfRest')
  const robots = await raw(`${baseURL ?? ''}/robots.txt`, 'br')
  expect(robots.headers['content-encoding']).toBeUndefined()
  expect(Number(robots.headers['content-length'])).toBe(robots.body.length)
  expect(robots.body.toString()).toContain('Sitemap:')
})

test('a cached page is sent from its brotli copy, made once, with each answer its own nonce', async ({
  baseURL,
}) => {
  const page = `${baseURL ?? ''}/learning/`
  await untilBrotliCopy(page)
  const first = await raw(page, 'br')
  const second = await raw(page, 'br')
  for (const answer of [first, second]) {
    expect(answer.headers['content-encoding']).toBe('br')
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    const html = brotliDecompressSync(answer.body).toString()
    expect(html).toContain(`nonce="${nonceOf(answer)}"`)
    expect(html).toContain('</html>')
  }
  expect(nonceOf(first)).not.toBe(nonceOf(second))
  // Apart from the nonce, the same page as the uncompressed one.
  const plain = await raw(page, 'identity')
  const decoded = brotliDecompressSync(second.body).toString()
  expect(decoded.replaceAll(nonceOf(second), 'N')).toBe(plain.body.toString().replaceAll(nonceOf(plain), 'N'))
})

/**
 * `/` as a visitor's browser receives it from the page cache, once its copy at brotli's best level has
 * replaced the quick one it is first sent in: within one round trip (14.6 KB, ten TCP segments of a
 * first window). 14,486 bytes measured once the logo and brand marks came from the sprite and the
 * front page's tool grid became the compact list (docs/decisions/096), from 17,403.
 */
const HOME_BROTLI_BYTES = 14_950

test('/ stays within its size on the wire', async ({ baseURL }) => {
  const home = `${baseURL ?? ''}/`
  await untilBrotliCopy(home)
  await expect.poll(async () => (await raw(home, 'br')).body.length).toBeLessThanOrEqual(HOME_BROTLI_BYTES)
})
