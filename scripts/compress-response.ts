const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/

/** True when the client accepts gzip (q=0 refuses it). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(([name, q]) => (name === 'gzip' || name === '*') && q?.trim() !== 'q=0')
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
