import { LAB_MESSAGES } from '#shared/api/lab.schema.ts'
import { labRunAction } from '#shared/api/actions/lab-run.ts'
import { labUploadLimit } from '../pdf-api/lab-upload-limit.server.ts'
import { admitUpload, hitLabRun } from '../pdf-api/lab-admission.server.ts'
import { throttledMessage } from '#shared/api/auth.schema.ts'
import { BODY_MESSAGES, INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import {
  type BodyLimits,
  declaredTooLarge,
  jsonTooDeep,
  limitBodyStream,
  readLimitedBody,
} from './request-body.server.ts'
import { serializedServerFnError } from './server-fn-guard.server.ts'
import { serverEnv } from '../env.server.ts'

const SERVER_FN_PREFIX = '/_serverFn/'
const API_PREFIX = '/api/'

/** A server function's arguments are a form's worth of fields: tens of KB at most. */
export const SERVER_FN_MAX_BYTES = 64 * 1024
/** Webhooks (Strapi sends the whole entry) and the mock controls. */
export const ROUTE_MAX_BYTES = 1024 * 1024
/** Seroval wraps each level of a value in about three JSON levels; real calls stay under 20. */
export const MAX_JSON_DEPTH = 64
/** The whole body must have arrived by then; an upload gets more time for its size. */
export const BODY_DEADLINE_MS = 10_000
const UPLOAD_BYTES_PER_SECOND = 256 * 1024

/** How long an upload of this size may take to arrive. */
export function uploadDeadlineMs(expectedBytes: number): number {
  return BODY_DEADLINE_MS + Math.ceil((expectedBytes / UPLOAD_BYTES_PER_SECOND) * 1000)
}

/** What runs once the request is let through: the rest of the pipeline. */
type Handle = (request: Request) => Response | Promise<Response>

const readable = (method: string) => method === 'GET' || method === 'HEAD'

/**
 * A refusal sent before the body is read (or once it is cut off): the connection closes, so the
 * server never reads or discards the rest. Server functions get an error their client can rethrow.
 */
function refuse(request: Request, status: number, message: string, headers: Record<string, string> = {}) {
  const serverFn = new URL(request.url).pathname.startsWith(SERVER_FN_PREFIX)
  const body = serverFn ? serializedServerFnError(message) : JSON.stringify({ error: message })
  return new Response(body, {
    status,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...(serverFn ? { 'x-tss-serialized': 'true' } : {}),
      ...(request.body ? { connection: 'close' } : {}),
      ...headers,
    },
  })
}

const refusalMessage = (status: 413 | 408) =>
  status === 413 ? BODY_MESSAGES.tooLarge : BODY_MESSAGES.tooSlow

/** The same request with another body, keeping what the HTTP server attached (the client address). */
function withBody(request: Request, body: BodyInit): Request {
  // Node needs `duplex` to send a stream body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
    duplex: 'half',
  }
  const copy = new Request(request.url, init)
  for (const name of ['ip', 'runtime', 'context'] as const) {
    if (name in request) Object.defineProperty(copy, name, { value: Reflect.get(request, name) })
  }
  return copy
}

/** Hands the body on as a limited stream; once it is cut off, the refusal is the answer whatever the handler made of it. */
async function handleStreamed(
  request: Request,
  body: ReadableStream<Uint8Array>,
  limits: BodyLimits,
  handle: Handle,
): Promise<Response> {
  const limited = limitBodyStream(body, limits)
  const answer = (response: Response) => {
    const refusal = limited.refusal()
    return refusal ? refuse(request, refusal.status, refusalMessage(refusal.status)) : response
  }
  try {
    return answer(await handle(withBody(request, limited.stream)))
  } catch (error) {
    if (limited.refusal()) return answer(new Response(null))
    throw error
  }
}

/** Seconds a refused uploader waits before trying again, as Retry-After says it. */
const retryAfter = (ms: number) => ({ 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) })
const UPLOAD_RETRY_MS = 5_000

/**
 * The lab's gate before the body: who is sending, their plan's limit, their runs a minute and their
 * uploads in flight, and this instance's share of all uploads, all decided before a byte is read.
 */
async function gateUpload(request: Request, handle: Handle) {
  const uploader = await labUploadLimit(request)
  if (uploader === null) return refuse(request, 401, LAB_MESSAGES.signedOut)
  const { userId, maxBytes } = uploader
  if (declaredTooLarge(request, maxBytes)) return refuse(request, 413, BODY_MESSAGES.tooLarge)
  const run = await hitLabRun(userId)
  if (!run.allowed)
    return refuse(request, 429, throttledMessage(run.retryAfterMs), retryAfter(run.retryAfterMs))
  const declared = Number(request.headers.get('content-length') ?? '')
  const expected = Number.isFinite(declared) && declared > 0 ? declared : maxBytes
  const admission = admitUpload(userId, expected)
  if (!admission.admitted)
    return admission.refusal === 'account'
      ? refuse(
          request,
          429,
          LAB_MESSAGES.uploadsInFlight(serverEnv().labUploads.perAccount),
          retryAfter(UPLOAD_RETRY_MS),
        )
      : refuse(request, 503, LAB_MESSAGES.busy, retryAfter(UPLOAD_RETRY_MS))
  try {
    if (!request.body) return await handle(request)
    const limits: BodyLimits = { maxBytes, deadlineMs: uploadDeadlineMs(expected) }
    return await handleStreamed(request, request.body, limits, handle)
  } finally {
    admission.release()
  }
}

async function gateServerFn(request: Request, handle: Handle) {
  const body = await readLimitedBody(request, { maxBytes: SERVER_FN_MAX_BYTES, deadlineMs: BODY_DEADLINE_MS })
  if (!body.ok) return refuse(request, body.status, refusalMessage(body.status))
  const contentType = request.headers.get('content-type') ?? ''
  if (
    !contentType.startsWith('multipart/') &&
    jsonTooDeep(new TextDecoder().decode(body.bytes), MAX_JSON_DEPTH)
  )
    return refuse(request, 400, INVALID_REQUEST_MESSAGE)
  return handle(withBody(request, body.bytes))
}

async function gateRoute(request: Request, handle: Handle) {
  if (!request.body) return handle(request)
  if (declaredTooLarge(request, ROUTE_MAX_BYTES)) return refuse(request, 413, BODY_MESSAGES.tooLarge)
  // Streamed, not read here: a route that checks a secret first refuses before reading anything.
  const limits = { maxBytes: ROUTE_MAX_BYTES, deadlineMs: BODY_DEADLINE_MS }
  return handleStreamed(request, request.body, limits, handle)
}

/**
 * Every request passes here before the framework sees it, so no body costs more than its limit:
 * pages answer only GET and HEAD (405 without rendering), server functions take tens of KB of
 * JSON no deeper than a real call, the API lab takes the caller's plan limit after their session
 * is checked, and every body must arrive within its deadline.
 */
export function gateRequest(request: Request, handle: Handle): Response | Promise<Response> {
  const method = readable(request.method)
  // Most requests are page GETs: let them through without parsing the URL or waiting a turn.
  if (method && !request.url.includes(SERVER_FN_PREFIX)) return handle(request)
  const { pathname, searchParams } = new URL(request.url)
  const serverFn = pathname.startsWith(SERVER_FN_PREFIX)
  if (method) {
    // A GET server function carries its arguments in the query string.
    if (serverFn && jsonTooDeep(searchParams.get('payload') ?? '', MAX_JSON_DEPTH))
      return refuse(request, 400, INVALID_REQUEST_MESSAGE)
    return handle(request)
  }
  if (serverFn) return gateServerFn(request, handle)
  // The one action that takes files (other methods go on to the route's 405).
  if (pathname === labRunAction.path && request.method === 'POST') return gateUpload(request, handle)
  if (pathname.startsWith(API_PREFIX)) return gateRoute(request, handle)
  return refuse(request, 405, BODY_MESSAGES.methodNotAllowed, { allow: 'GET, HEAD' })
}
