import { Readable } from 'node:stream'
import zlib from 'node:zlib'

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/

export type Encoding = 'br' | 'gzip'

/** The best encoding the client accepts (brotli over gzip), ignoring q=0 entries. */
export function pickEncoding(acceptEncoding: string | null): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => q?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

function encoder(encoding: Encoding) {
  // Flushing every chunk keeps streamed SSR HTML streaming instead of buffering until the end.
  return encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 })
}

/** Compresses a dynamic text response when the client accepts it; anything else passes through. */
export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  const encoding = pickEncoding(request.headers.get('accept-encoding'))
  if (
    !encoding ||
    !response.body ||
    request.method === 'HEAD' ||
    response.status === 204 ||
    response.status === 304 ||
    response.headers.has('content-encoding') ||
    !compressible.test(type)
  ) {
    return response
  }
  const headers = new Headers(response.headers)
  headers.set('content-encoding', encoding)
  headers.append('vary', 'Accept-Encoding')
  headers.delete('content-length')
  const compressed = Readable.fromWeb(response.body).pipe(encoder(encoding))
  return new Response(Readable.toWeb(compressed), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
