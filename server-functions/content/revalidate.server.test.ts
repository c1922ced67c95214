import { createHmac } from 'node:crypto'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { cdnHandlers } from '#mocks/cdn.ts'
import { MOCK_CDN_PURGE_URL, serverEnv } from '../env.server.ts'
import { sharedStore } from '../store/store.server.ts'
import { TAGS_CHANGED_KEY } from './hub-topics.server.ts'
import {
  GHOST_SIGNATURE_FUTURE_SKEW_MS,
  GHOST_SIGNATURE_MAX_AGE_MS,
  PURGES_PER_SOURCE_PER_MINUTE,
  purgePrefixes,
  revalidate,
  verifiedGhostSignature,
} from './revalidate.server.ts'

/** What Ghost's webhook trigger sends: HMAC-SHA256 of the body followed by the timestamp. */
function ghostSignature(body: string, secret: string, timestamp = Date.now()): string {
  const digest = createHmac('sha256', secret).update(`${body}${timestamp}`).digest('hex')
  return `sha256=${digest}, t=${timestamp}`
}

/** Whether a header verifies, as a yes or no. */
const signed = (...args: Parameters<typeof verifiedGhostSignature>) =>
  verifiedGhostSignature(...args) !== undefined

const published = JSON.stringify({
  post: { current: { id: '1', slug: 'redact-pdfs-with-python', status: 'published' }, previous: {} },
})

const ghostHook = (body: string, signature: string | null, source = '192.0.2.10') =>
  revalidate(
    new Request('http://site.test/api/revalidate/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-ghost-signature': signature } : {}),
      },
      body,
    }),
    source,
  )

// A publish also purges the CDN by tag: the mocked stack's CDN answers it.
const server = setupServer(...cdnHandlers(MOCK_CDN_PURGE_URL))
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())

describe('Ghost webhook signatures', () => {
  const secret = 'a-revalidate-secret-of-length'

  it('accepts the signature Ghost computes with the shared secret', () => {
    expect(signed(ghostSignature(published, secret), published, secret)).toBe(true)
  })

  it('refuses another secret, an edited body, a stale or future timestamp and malformed headers', () => {
    const now = Date.now()
    expect(signed(ghostSignature(published, 'another-secret-entirely'), published, secret)).toBe(false)
    expect(signed(ghostSignature(published, secret), `${published} `, secret)).toBe(false)
    const stale = now - GHOST_SIGNATURE_MAX_AGE_MS - 1
    expect(signed(ghostSignature(published, secret, stale), published, secret, now)).toBe(false)
    const future = now + GHOST_SIGNATURE_MAX_AGE_MS + 1
    expect(signed(ghostSignature(published, secret, future), published, secret, now)).toBe(false)
    for (const header of ['', 'sha256=abc, t=1', `md5=${'0'.repeat(64)}, t=${now}`, null]) {
      expect(signed(header, published, secret)).toBe(false)
    }
  })

  it('purges the learning content for a signed post, page or tag event and refuses an unsigned one', async () => {
    const secretInUse = serverEnv().revalidateSecret
    const signed = await ghostHook(published, ghostSignature(published, secretInUse))
    expect(signed.status).toBe(200)
    expect(await signed.json()).toMatchObject({ prefixes: ['ghost:'] })

    const deleted = JSON.stringify({ tag: { current: {}, previous: { slug: 'ocr' } } })
    const [before] = await sharedStore().readValues([TAGS_CHANGED_KEY])
    expect((await ghostHook(deleted, ghostSignature(deleted, secretInUse))).status).toBe(200)
    // A tag event tells every instance that hub topics may have moved (hub-topics.server.ts).
    const [after] = await sharedStore().readValues([TAGS_CHANGED_KEY])
    expect(after).toBeDefined()
    expect(after).not.toBe(before)

    expect((await ghostHook(published, null)).status).toBe(401)
    expect((await ghostHook(published, ghostSignature(published, 'not-the-site-secret'))).status).toBe(401)
  })

  it('logs a published post that carries no kind tag, as it purges', async () => {
    const secretInUse = serverEnv().revalidateSecret
    const post = (slug: string, tags: { id: string; name: string; slug: string }[]) =>
      JSON.stringify({ post: { current: { id: slug, slug, status: 'published', tags }, previous: {} } })
    const lookAlike = post('webhook-lookalike', [
      { id: 't2', name: 'tutorial-post', slug: 'tutorial-post-2' },
    ])
    const kinded = post('webhook-tutorial', [{ id: 't1', name: 'Tutorial', slug: 'tutorial-post' }])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect((await ghostHook(lookAlike, ghostSignature(lookAlike, secretInUse))).status).toBe(200)
      expect((await ghostHook(kinded, ghostSignature(kinded, secretInUse))).status).toBe(200)
      expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
        '[ghost] published post "webhook-lookalike" has none of the tags Tutorial, Solutions, Content Hub, Changelog, so no page of the site shows it (its tags: tutorial-post)',
      ])
    } finally {
      warn.mockRestore()
    }
  })

  it('recognises the payloads of Ghost post, page and tag events', () => {
    for (const resource of ['post', 'page', 'tag']) {
      expect(purgePrefixes({ [resource]: { current: { slug: 'x' }, previous: {} } })).toEqual(['ghost:'])
    }
    expect(purgePrefixes({ member: { current: {} } })).toBeUndefined()
  })

  it('refuses a signature dated more than a small skew ahead of the clock', () => {
    const now = Date.now()
    const ahead = now + 4 * 60_000
    expect(signed(ghostSignature(published, secret, ahead), published, secret, now)).toBe(false)
    const slightly = now + GHOST_SIGNATURE_FUTURE_SKEW_MS - 1
    expect(signed(ghostSignature(published, secret, slightly), published, secret, now)).toBe(true)
  })

  it('refuses the same signed webhook a second time', async () => {
    const body = JSON.stringify({ post: { current: { slug: 'replayed-post' }, previous: {} } })
    const signature = ghostSignature(body, serverEnv().revalidateSecret)
    expect((await ghostHook(body, signature)).status).toBe(200)
    const replay = await ghostHook(body, signature)
    expect(replay.status).toBe(409)
    expect(await replay.json()).toEqual({ error: 'This webhook was already received.' })
  })

  it('refuses a replay that spells the same signature with other spacing', async () => {
    const body = JSON.stringify({ post: { current: { slug: 'respaced-post' }, previous: {} } })
    const signature = ghostSignature(body, serverEnv().revalidateSecret)
    expect((await ghostHook(body, signature)).status).toBe(200)
    for (const respaced of [
      signature.replace(', t=', ',t='),
      signature.replace(', t=', ',   t='),
      signature.replace(', t=', ',\tt='),
    ]) {
      const replay = await ghostHook(body, respaced)
      expect(replay.status, JSON.stringify(respaced)).toBe(409)
    }
  })

  it(`purges at most ${PURGES_PER_SOURCE_PER_MINUTE} times a minute for one source, however each is signed`, async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const secret = serverEnv().revalidateSecret
    const hook = (n: number, source: string) => {
      const body = JSON.stringify({
        post: { current: { slug: `burst-${source.replaceAll('.', '-')}-${n}` }, previous: {} },
      })
      return ghostHook(body, ghostSignature(body, secret), source)
    }
    for (let n = 0; n < PURGES_PER_SOURCE_PER_MINUTE; n++)
      expect((await hook(n, '198.51.100.7')).status).toBe(200)
    const over = await hook(PURGES_PER_SOURCE_PER_MINUTE, '198.51.100.7')
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await over.json()).toEqual({ error: 'Too many purges from this source; try again in a minute.' })
    expect((await hook(0, '198.51.100.8')).status, 'another source').toBe(200)
  })
})

describe('Strapi webhooks', () => {
  const strapiHook = (body: BodyInit, secret: string) => {
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
      body,
      duplex: 'half',
    }
    return revalidate(new Request('http://site.test/api/revalidate/', init), '192.0.2.20')
  }

  it('checks the secret before reading a byte of the body', async () => {
    let pulled = false
    const body = new ReadableStream(
      {
        pull() {
          pulled = true
        },
      },
      { highWaterMark: 0 },
    )
    expect((await strapiHook(body, 'not-the-site-secret')).status).toBe(401)
    expect(pulled).toBe(false)
  })

  it('lets only slugs become purge keys: no commas, spaces, line breaks or endless names', async () => {
    for (const slug of ['a,b', 'a b', 'pricing\nx', 'x'.repeat(5000), '../x']) {
      const body = JSON.stringify({ event: 'entry.publish', model: 'page', entry: { slug } })
      const answer = await strapiHook(body, serverEnv().revalidateSecret)
      expect(answer.status, slug).toBe(400)
    }
    expect(purgePrefixes({ event: 'entry.publish', model: 'page', entry: { slug: 'pricing' } })).toEqual([
      'strapi:pages:pricing',
      'strapi:slugs:pages',
    ])
  })
})
