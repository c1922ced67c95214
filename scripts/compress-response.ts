const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/

/**
 * The weight a client's Accept-Encoding gives a coding (RFC 9110 §12.5.3): its own entry, else `*`'s,
 * else 0. Names and parameters are case-insensitive; `q=0`, `q=0.0` or an unreadable q refuse it.
 */
export function codingWeight(acceptEncoding: string | null, coding: string): number {
  let own: number | undefined
  let wildcard: number | undefined
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const qParam = params.find((param) => /^q\s*=/.test(param))
    const q = qParam === undefined ? 1 : Number(qParam.replace(/^q\s*=\s*/, ''))
    const weight = Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) own = weight
    else if (name === '*') wildcard = weight
  }
  return own ?? wildcard ?? 0
}

/** True when the client accepts gzip. */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return codingWeight(acceptEncoding, 'gzip') > 0
}

/**
 * The codings the static files exist in that a client accepts, spelled plainly for the static file
 * server (which reads only a lowercase `q=`), or `identity` for none.
 */
export function plainAcceptEncoding(acceptEncoding: string | null): string {
  const accepted = ['br', 'gzip'].filter((coding) => codingWeight(acceptEncoding, coding) > 0)
  return accepted.length > 0 ? accepted.join(', ') : 'identity'
}

/**
 * Gzips a dynamic text response when the client accepts it (static files are served precompressed
 * with brotli). Web-standard CompressionStream keeps the streamed SSR body a stream.
 */
export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  if (
    !acceptsGzip(request.headers.get('accept-encoding')) ||
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
  headers.set('content-encoding', 'gzip')
  headers.append('vary', 'Accept-Encoding')
  headers.delete('content-length')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
