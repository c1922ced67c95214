import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressResponse, pickEncoding } from './compress-response.ts'

const html = `<!doctype html><html><body>${'<p>pdfRest</p>'.repeat(200)}</body></html>`

describe('compressResponse', () => {
  it('prefers brotli, falls back to gzip, honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding(null)).toBeUndefined()
  })

  it('brotli-compresses HTML and the bytes round-trip', async () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'br' } })
    const response = compressResponse(request, new Response(html, { headers: { 'content-type': 'text/html' } }))
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(html.length / 4)
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(html)
  })

  it('leaves binary and already-encoded responses alone', () => {
    const request = new Request('http://localhost/', { headers: { 'accept-encoding': 'gzip' } })
    const png = new Response('x', { headers: { 'content-type': 'image/png' } })
    expect(compressResponse(request, png)).toBe(png)
    const encoded = new Response('x', { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' } })
    expect(compressResponse(request, encoded)).toBe(encoded)
  })
})
