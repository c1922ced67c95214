import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, compressResponse } from './compress-response.ts'

const html = `<!doctype html><html><body>${'<p>pdfRest</p>'.repeat(200)}</body></html>`

describe('compressResponse', () => {
  it('reads Accept-Encoding, honouring q=0', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip('gzip;q=0, br')).toBe(false)
    expect(acceptsGzip(null)).toBe(false)
  })

  it('gzips HTML and the bytes round-trip', async () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'gzip, br' } })
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
