import { trackUpload } from '../observability/metrics.server.ts'

/**
 * Request bodies read under a byte limit and a total deadline, counted while they stream: a body
 * past its limit or still arriving at its deadline is cut off, and never held whole before that.
 */
export type BodyLimits = { maxBytes: number; deadlineMs: number }

/** Why a body was cut off: 413 past the byte limit, 408 past the deadline. */
export type BodyRefusal = { status: 413 | 408 }

export type ReadBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | ({ ok: false } & BodyRefusal)

/** The body's media type as the request declares it, lower case, without its parameters. */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** The declared length is past the limit: refused without reading a byte. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? '')
  return Number.isFinite(declared) && declared > maxBytes
}

function deadlineTimer(deadlineMs: number, onExpire: () => void): () => void {
  const timer = setTimeout(onExpire, deadlineMs)
  timer.unref()
  return () => clearTimeout(timer)
}

/** Reads a small body whole, or refuses it as soon as it passes the limit or the deadline. */
export async function readLimitedBody(request: Request, limits: BodyLimits): Promise<ReadBody> {
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) }
  if (declaredTooLarge(request, limits.maxBytes)) return { ok: false, status: 413 }
  const reader = request.body.getReader()
  let expired = false
  const stop = deadlineTimer(limits.deadlineMs, () => {
    expired = true
    reader.cancel().catch(() => undefined)
  })
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (expired) return { ok: false, status: 408 }
      if (done) break
      size += value.length
      if (size > limits.maxBytes) {
        reader.cancel().catch(() => undefined)
        return { ok: false, status: 413 }
      }
      chunks.push(value)
    }
  } catch {
    if (expired) return { ok: false, status: 408 }
    throw new Error('The request body could not be read.')
  } finally {
    stop()
  }
  const bytes = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.length
  }
  return { ok: true, bytes }
}

/**
 * A large body passed on as a stream that errors once it passes the limit or the deadline; the
 * refusal says which, so the caller can answer 413 or 408 whatever the reader made of the error.
 */
export function limitBodyStream(
  body: ReadableStream<Uint8Array>,
  limits: BodyLimits,
): { stream: ReadableStream<Uint8Array>; refusal: () => BodyRefusal | undefined } {
  let refusal: BodyRefusal | undefined
  let size = 0
  const reader = body.getReader()
  const upload = trackUpload()
  let stopTimer = () => {}
  const stop = () => {
    stopTimer()
    upload.end()
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      stopTimer = deadlineTimer(limits.deadlineMs, () => {
        upload.end()
        refusal = { status: 408 }
        reader.cancel().catch(() => undefined)
        controller.error(new Error('The request body took too long.'))
      })
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (refusal) return
        if (done) {
          stop()
          controller.close()
          return
        }
        size += value.length
        upload.received(value.length)
        if (size > limits.maxBytes) {
          refusal = { status: 413 }
          stop()
          reader.cancel().catch(() => undefined)
          controller.error(new Error('The request body is too large.'))
          return
        }
        controller.enqueue(value)
      } catch (error) {
        stop()
        if (!refusal) controller.error(error)
      }
    },
    cancel(reason) {
      stop()
      return reader.cancel(reason)
    },
  })
  return { stream, refusal: () => refusal }
}

/**
 * Whether JSON text nests deeper than `maxDepth`: one pass over the characters, strings skipped,
 * so a deep document is refused before any parser recurses into it.
 */
export function jsonTooDeep(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 92) index += 1
      else if (code === 34) inString = false
    } else if (code === 34) inString = true
    else if (code === 91 || code === 123) {
      depth += 1
      if (depth > maxDepth) return true
    } else if (code === 93 || code === 125) depth -= 1
  }
  return false
}
