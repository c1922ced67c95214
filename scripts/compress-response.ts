import { constants, createBrotliCompress } from 'node:zlib'

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
 * The coding a response goes out in: the client's highest weight among brotli and gzip, brotli on a
 * tie (smaller); undefined when it takes neither.
 */
export function preferredCoding(acceptEncoding: string | null): 'br' | 'gzip' | undefined {
  const br = codingWeight(acceptEncoding, 'br')
  const gzip = codingWeight(acceptEncoding, 'gzip')
  if (br === 0 && gzip === 0) return undefined
  return br >= gzip ? 'br' : 'gzip'
}

/**
 * Per request, brotli at quality 4: the fastest level with brotli's larger hasher, cheaper than gzip's
 * default and still smaller (the home page: 19.2 KB against 20.8 KB). Node's web stream would use 11.
 */
const STREAM_BROTLI_QUALITY = 4

function brotliStream(): TransformStream<Uint8Array, Uint8Array> {
  const encoder = createBrotliCompress({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: STREAM_BROTLI_QUALITY,
      // A 256 KB window: an encoder per answer, and a page is smaller than that.
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  })
  return new TransformStream({
    start(controller) {
      encoder.on('data', (chunk: Buffer) => {
        // A client that went away mid-answer cancels the stream while the encoder still has output:
        // thrown from this event, the refusal would stop the whole server.
        try {
          controller.enqueue(new Uint8Array(chunk))
        } catch {
          encoder.destroy()
        }
      })
      encoder.on('error', (error) => controller.error(error))
    },
    transform: (chunk) => new Promise((resolve) => encoder.write(chunk, () => resolve())),
    flush: () =>
      new Promise((resolve) => {
        encoder.once('end', resolve)
        encoder.end()
      }),
  })
}

/**
 * The codings the static files exist in that a client accepts, spelled plainly for the static file
 * server (which reads only a lowercase `q=`), or `identity` for none.
 */
export function plainAcceptEncoding(acceptEncoding: string | null): string {
  const accepted = ['br', 'gzip'].filter((coding) => codingWeight(acceptEncoding, coding) > 0)
  return accepted.length > 0 ? accepted.join(', ') : 'identity'
}

const SMALL_BYTES = 1024

/**
 * A rendered answer whose length is unknown (a server route's string, a streamed page): its first
 * kilobyte is read before choosing, so a small one (robots.txt) goes out as it is, with its length,
 * instead of through an encoder that costs far more than it saves. A larger one is compressed as a
 * stream from there, its first bytes included.
 */
export async function compressRendered(request: Request, response: Response): Promise<Response> {
  if (
    !response.body ||
    request.method === 'HEAD' ||
    response.headers.has('content-length') ||
    response.headers.has('content-encoding') ||
    !compressible.test(response.headers.get('content-type') ?? '')
  )
    return compressResponse(request, response)
  const reader = response.body.getReader()
  const head: Uint8Array[] = []
  let size = 0
  while (size < SMALL_BYTES) {
    const { done, value } = await reader.read()
    if (done) {
      const headers = new Headers(response.headers)
      headers.set('content-length', String(size))
      return compressResponse(
        request,
        new Response(Buffer.concat(head), {
          status: response.status,
          statusText: response.statusText,
          headers,
        }),
      )
    }
    head.push(value)
    size += value.length
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of head) controller.enqueue(chunk)
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return compressResponse(
    request,
    new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    }),
  )
}

/**
 * Compresses a dynamic text response in the coding the client prefers, brotli or gzip (static files
 * and cached pages are precompressed). A stream in, a stream out: the streamed SSR body stays one.
 * Every compressible answer says it varies by Accept-Encoding, the uncompressed one too, so a cache in
 * front never hands a stored copy to a client that asked differently.
 */
export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? ''
  const coding = preferredCoding(request.headers.get('accept-encoding'))
  if (
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
  headers.append('vary', 'Accept-Encoding')
  // Below a packet's worth, an encoder costs more than the bytes it saves.
  const small = Number(response.headers.get('content-length') ?? Infinity) < SMALL_BYTES
  if (!coding || small)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  headers.set('content-encoding', coding)
  headers.delete('content-length')
  const encoder = coding === 'br' ? brotliStream() : new CompressionStream('gzip')
  return new Response(response.body.pipeThrough(encoder), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
