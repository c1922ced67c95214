import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import {
  acceptsGzip,
  compressRendered,
  compressResponse,
  plainAcceptEncoding,
  preferredCoding,
} from './compress-response.ts'

const html = `<!doctype html><html><body>${'<p>pdfRest</p>'.repeat(200)}</body></html>`

describe('compressResponse', () => {
  it('reads Accept-Encoding, honouring q=0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip('gzip;q=0, br')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
  })

  it('refuses gzip however q=0 is spelled, and lets an explicit entry beat the wildcard', () => {
    for (const header of [
      'gzip;q=0.0',
      'gzip;q=0.000, br',
      'gzip; Q=0',
      'GZIP;q=0',
      'gzip;level=1;q=0',
      'gzip;q=0, *',
      'gzip;q=0, *;q=1',
      'x-gzip;q=0',
      '*;q=0',
      'gzip;q=abc',
      'gzip;q=-1',
    ])
      expect(acceptsGzip(header), header).toBe(false)
    for (const header of ['gzip;q=0.001', '*', 'br;q=0, *', 'x-gzip', 'gzip ; q=0.5', 'identity;q=0, gzip'])
      expect(acceptsGzip(header), header).toBe(true)
  })

  it('spells a client’s choice plainly for the static files', () => {
    expect(plainAcceptEncoding('gzip, deflate, br, zstd')).toBe('br, gzip')
    expect(plainAcceptEncoding('br;Q=0, gzip')).toBe('gzip')
    expect(plainAcceptEncoding('*;q=0.5, br;q=0')).toBe('gzip')
    expect(plainAcceptEncoding('br;q=0, gzip;q=0.0')).toBe('identity')
    expect(plainAcceptEncoding(null)).toBe('identity')
  })

  it('does not gzip what the client refuses', () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'gzip;q=0, *' } })
    const page = new Response(html, { headers: { 'content-type': 'text/html' } })
    // The wildcard still offers brotli.
    expect(compressResponse(request, page).headers.get('content-encoding')).toBe('br')
    const refused = new Request('http://localhost/', {
      headers: { 'accept-encoding': 'gzip;q=0, br;q=0, *' },
    })
    const again = new Response(html, { headers: { 'content-type': 'text/html' } })
    expect(compressResponse(refused, again).headers.get('content-encoding')).toBeNull()
  })

  it("prefers brotli, honouring each coding's weight", () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredCoding('br')).toBe('br')
    expect(preferredCoding('gzip')).toBe('gzip')
    expect(preferredCoding('br;q=0.5, gzip')).toBe('gzip')
    expect(preferredCoding('gzip;q=0.5, br;q=0.9')).toBe('br')
    expect(preferredCoding('br;q=0, *')).toBe('gzip')
    expect(preferredCoding('*')).toBe('br')
    expect(preferredCoding('identity')).toBeUndefined()
    expect(preferredCoding(null)).toBeUndefined()
  })

  it('sends brotli to a client that accepts only brotli, and the bytes round-trip', async () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'br' } })
    const response = compressResponse(
      request,
      new Response(html, { headers: { 'content-type': 'text/html' } }),
    )
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(html.length / 4)
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(html)
  })

  it('stops the brotli encoder quietly when the client goes away mid-answer', async () => {
    const crashes: unknown[] = []
    const onCrash = (error: unknown) => crashes.push(error)
    process.on('uncaughtException', onCrash)
    try {
      const noise = randomBytes(512 * 1024)
      const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'br' } })
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(noise.subarray(0, 256 * 1024))
          controller.enqueue(noise.subarray(256 * 1024))
          controller.close()
        },
      })
      const response = compressResponse(
        request,
        new Response(body, { headers: { 'content-type': 'text/html' } }),
      )
      const reader = response.body?.getReader()
      await reader?.read()
      await reader?.cancel()
      // The encoder's pending output arrives after the cancel; it must go nowhere, not crash the server.
      await new Promise<void>((resolve) => setImmediate(resolve))
      await new Promise<void>((resolve) => setTimeout(resolve, 50))
      expect(crashes).toEqual([])
    } finally {
      process.off('uncaughtException', onCrash)
    }
  })

  it('leaves an answer under 1 KB as it is', () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'br, gzip' } })
    const small = new Response('{"status":"ok"}', {
      headers: { 'content-type': 'application/json', 'content-length': '15' },
    })
    const response = compressResponse(request, small)
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('says an uncompressed answer varies by Accept-Encoding too', () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'identity' } })
    const response = compressResponse(
      request,
      new Response(html, { headers: { 'content-type': 'text/html' } }),
    )
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('gzips HTML and the bytes round-trip', async () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'gzip, br;q=0.5' } })
    const response = compressResponse(
      request,
      new Response(html, { headers: { 'content-type': 'text/html' } }),
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(html.length / 4)
    expect(zlib.gunzipSync(bytes).toString()).toBe(html)
  })

  it('leaves binary and already-encoded responses alone', () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'gzip' } })
    const png = new Response('x', { headers: { 'content-type': 'image/png' } })
    expect(compressResponse(request, png)).toBe(png)
    const encoded = new Response('x', {
      headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
    })
    expect(compressResponse(request, encoded)).toBe(encoded)
  })
})

describe('a rendered answer of unknown length', () => {
  const request = new Request('http://localhost/robots.txt', { headers: { 'accept-encoding': 'br, gzip' } })
  const streamed = (chunks: string[], type = 'text/plain') =>
    new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
          controller.close()
        },
      }),
      { headers: { 'content-type': type } },
    )

  it('goes out as it is, with its length, when it is under 1 KB', async () => {
    const response = await compressRendered(request, new Response('User-agent: *\nAllow: /\n'))
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('content-length')).toBe('23')
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(await response.text()).toBe('User-agent: *\nAllow: /\n')
    const pieces = await compressRendered(request, streamed(['a'.repeat(300), 'b'.repeat(300)]))
    expect(pieces.headers.get('content-encoding')).toBeNull()
    expect(await pieces.text()).toBe(`${'a'.repeat(300)}${'b'.repeat(300)}`)
  })

  it('is compressed from its first byte when it is larger, however it is cut', async () => {
    const chunks = Array.from({ length: 60 }, (_, index) => `<p>paragraph ${index}</p>`.repeat(4))
    const response = await compressRendered(request, streamed(chunks, 'text/html'))
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(
      chunks.join(''),
    )
  })
})
