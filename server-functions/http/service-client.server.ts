import type { z } from 'zod'
import { type ServiceConfig, type ServiceName, serverEnv } from '../env.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import { observeUpstreamCall } from '../observability/upstream.server.ts'
import { CircuitOpenError, throughBreaker } from './service-breaker.server.ts'

/** Upper bound for any single call to an outside service, so a hung service never hangs a page. */
export const SERVICE_TIMEOUT_MS = 5_000
/** Upper bound for a checked answer's body: a runaway service never fills the server's memory. */
export const SERVICE_MAX_BODY_BYTES = 8 * 1024 * 1024

/**
 * A service by name (its URL and key come from the environment: real when configured, the in-process
 * mock otherwise), or an endpoint the configuration names another way (the CDN, a regional host).
 */
export type ServiceTarget = ServiceName | { name: string; url: string }

export type ServiceCallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Sent as JSON. */
  json?: unknown
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>
  /** Sent as multipart/form-data. */
  multipart?: FormData
  /** Sent as it is read, with its own content type (an upload streamed through, never held whole). */
  stream?: { contentType: string; body: ReadableStream<Uint8Array> }
  query?: Record<string, string>
  headers?: Record<string, string>
  timeoutMs?: number
  /** For `callService`: a longer body is refused unread (SERVICE_MAX_BODY_BYTES by default). */
  maxBodyBytes?: number
  signal?: AbortSignal
  redirect?: 'follow' | 'manual'
  /** 4xx answers the caller explains to the user (a wrong password) stay out of the log. */
  quietClientErrors?: boolean
  /** Best-effort calls (a CDN purge) log a warning, not an error. */
  logLevel?: 'error' | 'warn'
}

export type ServiceFailure = {
  /** `unreachable`: no answer (network, timeout); `status`: a non-2xx answer; `invalid-body`: a 2xx the schema refused. */
  kind: 'unreachable' | 'status' | 'invalid-body'
  /** The answer's status; 0 when there was none. */
  status: number
  statusText: string
  /** The answer's body as text ('' when there was none), for callers that map a service's error shape. */
  body: string
  /** One line for the log, never for a visitor. */
  detail: string
}

export type ServiceAnswer = { ok: true; response: Response } | ({ ok: false } & ServiceFailure)
export type ServiceResult<T> =
  { ok: true; data: T; status: number; headers: Headers } | ({ ok: false } & ServiceFailure)

/** The environment's URL and key for a service: the real one when configured, the mock's otherwise. */
export function serviceConfig(name: ServiceName): ServiceConfig {
  return serverEnv().services[name]
}

function resolve(target: ServiceTarget): { name: string; url: string } {
  return typeof target === 'string' ? { name: target, url: serviceConfig(target).url } : target
}

function requestBody(options: ServiceCallOptions, headers: Record<string, string>) {
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    return new URLSearchParams(options.form).toString()
  }
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    return JSON.stringify(options.json)
  }
  if (options.stream) {
    headers['content-type'] = options.stream.contentType
    return options.stream.body
  }
  return options.multipart
}

function methodOf(options: ServiceCallOptions) {
  const hasBody =
    options.json !== undefined ||
    options.form !== undefined ||
    options.multipart !== undefined ||
    options.stream !== undefined
  return options.method ?? (hasBody ? 'POST' : 'GET')
}

function deadline(options: ServiceCallOptions): AbortSignal {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? SERVICE_TIMEOUT_MS)
  return options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
}

/** One call as the log and the span name it: `[service] METHOD /path` (a library call: `SDK what`). */
type Call = { name: string; method: string; path: string; options: ServiceCallOptions }

function prepare(target: ServiceTarget, path: string, options: ServiceCallOptions) {
  const { name, url: base } = resolve(target)
  const url = new URL(`${base}${path}`)
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
  // The path only: query strings can carry keys; ids in paths are what an operator needs.
  const call: Call = { name, method: methodOf(options), path: url.pathname, options }
  return { call, url }
}

function logFailure({ name, method, path, options }: Call, detail: string) {
  const log = options.logLevel === 'warn' ? console.warn : console.error
  log(`[${name}] ${method} ${path}: ${detail}`)
}

function unreachable(call: Call, error: unknown): { ok: false } & ServiceFailure {
  const detail = `unreachable: ${errorText(error)}`
  // The breaker logged once that it opened; each call it refuses is not news.
  if (!(error instanceof CircuitOpenError)) logFailure(call, detail)
  return { ok: false, kind: 'unreachable', status: 0, statusText: '', body: '', detail }
}

/** The fetch a service's own client library is given (it builds the requests and reads the answers). */
export type ServiceFetch = (input: Request | URL | string, init?: RequestInit) => Promise<Response>

/**
 * A call made through a service's own client library (Strapi's): `run` makes it with `fetch`, which
 * carries the call's deadline, its span's `traceparent` and the service's breaker.
 */
export type LibraryCall = {
  /** The call as an operator names it (`pages/pricing`): a library's reads differ in their query. */
  what: string
  run: (fetch: ServiceFetch) => Promise<unknown>
}

type LibraryCallOptions = Pick<
  ServiceCallOptions,
  'timeoutMs' | 'signal' | 'maxBodyBytes' | 'quietClientErrors' | 'logLevel'
>

/** What a call's sending gave back: the work's value and the last answer it got, or why it got none. */
type Sent<R> = { value: R; response: Response } | { error: unknown; response: Response | undefined }

/**
 * The one place a call goes out: its span, latency and outcome for operators
 * (observability/upstream.server.ts), its deadline (the caller's signal too) and the service's
 * breaker. `send` gets the `fetch` to use and the span's `traceparent` headers.
 */
async function sendCall<R>(
  call: Call,
  send: (fetch: ServiceFetch, traceHeaders: Record<string, string>) => Promise<R>,
): Promise<Sent<R>> {
  const observed = observeUpstreamCall(call.name, call.method, call.path)
  const signal = deadline(call.options)
  let response: Response | undefined
  const deadlined: ServiceFetch = async (input, init) => {
    const given = init?.signal ?? (input instanceof Request ? input.signal : undefined)
    const answer = await throughBreaker(call.name, () =>
      fetch(input, { ...init, signal: given ? AbortSignal.any([given, signal]) : signal }),
    )
    response = answer
    return answer
  }
  try {
    const value = await send(deadlined, observed.headers)
    if (!response) throw new Error('sent no request')
    observed.answered(response.status)
    return { value, response }
  } catch (error) {
    // Past the deadline an answer half read is no answer: the body was cancelled with the request.
    const answered = signal.aborted ? undefined : response
    if (answered) observed.answered(answered.status)
    else observed.failed(signal.aborted ? signal.reason : error)
    return { error: signal.aborted ? signal.reason : error, response: answered }
  }
}

/**
 * One call to an outside service, answered with its raw response (a file to stream, a status to show
 * as is): the URL, the deadline and the log of an unreachable service are handled here.
 */
export async function openService(
  target: ServiceTarget,
  path: string,
  options: ServiceCallOptions = {},
): Promise<ServiceAnswer> {
  const { call, url } = prepare(target, path, options)
  const sent = await sendCall(call, (fetchWithin, traceHeaders) => {
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...traceHeaders,
    }
    const body = requestBody(options, headers)
    // Node sends a stream body only with `duplex`; the DOM typings do not know it yet.
    const init: RequestInit & { duplex?: 'half' } = {
      method: call.method,
      headers,
      body,
      redirect: options.redirect ?? 'follow',
      ...(options.stream ? { duplex: 'half' } : {}),
    }
    return fetchWithin(url, init)
  })
  return 'value' in sent ? { ok: true, response: sent.value } : unreachable(call, sent.error)
}

/**
 * One call to an outside service with its answer checked by `schema`: by path, or through the
 * service's own client library (`LibraryCall`), which gets the same deadline, breaker, span and
 * metrics, the same failures and the same log. A failure (no answer, a non-2xx status, a body the
 * schema refuses) is logged once here and returned, never thrown: each caller turns it into its own
 * user-facing message.
 */
export async function callService<T>(
  target: ServiceTarget,
  path: string,
  options: ServiceCallOptions & { schema: z.ZodType<T> },
): Promise<ServiceResult<T>>
export async function callService<T>(
  target: ServiceTarget,
  request: LibraryCall,
  options: LibraryCallOptions & { schema: z.ZodType<T> },
): Promise<ServiceResult<T>>
export async function callService<T>(
  target: ServiceTarget,
  request: string | LibraryCall,
  options: ServiceCallOptions & { schema: z.ZodType<T> },
): Promise<ServiceResult<T>> {
  if (typeof request !== 'string') return callLibrary(target, request, options)
  const answer = await openService(target, request, options)
  if (!answer.ok) return answer
  return checkedAnswer(prepare(target, request, options).call, answer.response, options)
}

async function callLibrary<T>(
  target: ServiceTarget,
  { what, run }: LibraryCall,
  options: LibraryCallOptions & { schema: z.ZodType<T> },
): Promise<ServiceResult<T>> {
  const call: Call = { name: resolve(target).name, method: 'SDK', path: what, options }
  const maxBytes = options.maxBodyBytes ?? SERVICE_MAX_BODY_BYTES
  const sent = await sendCall(call, (fetchWithin, traceHeaders) =>
    run(async (input, init) => {
      const request = new Request(input, init)
      for (const [name, value] of Object.entries(traceHeaders)) request.headers.set(name, value)
      const response = await fetchWithin(request)
      // The library reads a 2xx body itself; anything else it leaves for the status check below.
      return response.ok ? boundedBody(response, maxBytes) : response
    }),
  )
  if (!sent.response) return unreachable(call, 'error' in sent ? sent.error : undefined)
  const { response } = sent
  if ('error' in sent) {
    // An answer the library refused: its status (the body unread, as the library leaves it), or a 2xx it could not read.
    if (!response.ok) return checkedAnswer(call, response, options)
    const tooLarge = sent.error instanceof BodyTooLarge || errorCause(sent.error) instanceof BodyTooLarge
    const detail = tooLarge ? `answered more than ${maxBytes} bytes` : 'answered an unexpected body (body)'
    return invalidBody(call, response, '', detail)
  }
  return parsed(call, sent.value, response, '', options.schema)
}

/** A response's status and body checked: a non-2xx or a body the schema refuses is a logged failure. */
async function checkedAnswer<T>(
  call: Call,
  response: Response,
  options: LibraryCallOptions & { schema: z.ZodType<T> },
): Promise<ServiceResult<T>> {
  const maxBytes = options.maxBodyBytes ?? SERVICE_MAX_BODY_BYTES
  let text: string | null
  try {
    text = await boundedText(response, maxBytes)
  } catch (error) {
    return unreachable(call, error)
  }
  if (text === null) return invalidBody(call, response, '', `answered more than ${maxBytes} bytes`)
  if (!response.ok) {
    const detail = `answered ${response.status}`
    if (response.status >= 500 || !options.quietClientErrors) logFailure(call, detail)
    const failure = { status: response.status, statusText: response.statusText, body: text }
    return { ok: false, kind: 'status', ...failure, detail }
  }
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    // Not JSON: the schema decides whether that is acceptable (most refuse it).
  }
  return parsed(call, json, response, text, options.schema)
}

function parsed<T>(
  call: Call,
  json: unknown,
  response: Response,
  text: string,
  schema: z.ZodType<T>,
): ServiceResult<T> {
  const result = schema.safeParse(json)
  if (result.success)
    return { ok: true, data: result.data, status: response.status, headers: response.headers }
  const where = result.error.issues[0]?.path.join('.') || 'body'
  return invalidBody(call, response, text, `answered an unexpected body (${where})`)
}

function invalidBody(
  call: Call,
  response: Response,
  body: string,
  detail: string,
): { ok: false } & ServiceFailure {
  logFailure(call, detail)
  return {
    ok: false,
    kind: 'invalid-body',
    status: response.status,
    statusText: response.statusText,
    body,
    detail,
  }
}

/** The body as text, or null once it grows past `maxBytes` (the rest is never read). */
async function boundedText(response: Response, maxBytes: number): Promise<string | null> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel()
    return null
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** A body past the call's bound, as a library reading it sees it fail. */
class BodyTooLarge extends Error {
  override name = 'BodyTooLarge'
}

const errorCause = (error: unknown) => (error instanceof Error ? error.cause : undefined)

/** The answer with a body that fails once it grows past `maxBytes` (the rest is never read). */
async function boundedBody(response: Response, maxBytes: number): Promise<Response> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel()
    throw new BodyTooLarge()
  }
  if (!response.body) return response
  let size = 0
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > maxBytes) controller.error(new BodyTooLarge())
        else controller.enqueue(chunk)
      },
    }),
  )
  const { status, statusText, headers } = response
  return new Response(body, { status, statusText, headers })
}

/** A failed call, for callers that throw it (their callers serve stale content or a fallback). */
export class ServiceError extends Error {
  override name = 'ServiceError'
}
