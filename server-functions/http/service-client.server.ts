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

type Prepared = { name: string; url: URL; method: string; options: ServiceCallOptions }

function prepare(target: ServiceTarget, path: string, options: ServiceCallOptions): Prepared {
  const { name, url: base } = resolve(target)
  const url = new URL(`${base}${path}`)
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
  return { name, url, method: methodOf(options), options }
}

function logFailure({ name, url, method, options }: Prepared, detail: string) {
  const log = options.logLevel === 'warn' ? console.warn : console.error
  // The path only: query strings can carry keys; ids in paths are what an operator needs.
  log(`[${name}] ${method} ${url.pathname}: ${detail}`)
}

function unreachable(call: Prepared, error: unknown): { ok: false } & ServiceFailure {
  const detail = `unreachable: ${errorText(error)}`
  // The breaker logged once that it opened; each call it refuses is not news.
  if (!(error instanceof CircuitOpenError)) logFailure(call, detail)
  return { ok: false, kind: 'unreachable', status: 0, statusText: '', body: '', detail }
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
  const call = prepare(target, path, options)
  // Its span, latency and outcome for operators (observability/upstream.server.ts); `traceparent` rides along.
  const observed = observeUpstreamCall(call.name, call.method, call.url.pathname)
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...options.headers,
    ...observed.headers,
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
  try {
    const response = await throughBreaker(call.name, () =>
      fetch(call.url, { ...init, signal: deadline(options) }),
    )
    observed.answered(response.status)
    return { ok: true, response }
  } catch (error) {
    observed.failed(error)
    return unreachable(call, error)
  }
}

/**
 * One call to an outside service with its answer checked by `schema`. A failure (no answer, a non-2xx
 * status, a body the schema refuses) is logged once here and returned, never thrown: each caller
 * turns it into its own user-facing message.
 */
export async function callService<T>(
  target: ServiceTarget,
  path: string,
  options: ServiceCallOptions & { schema: z.ZodType<T> },
): Promise<ServiceResult<T>> {
  const answer = await openService(target, path, options)
  if (!answer.ok) return answer
  const { response } = answer
  const call = prepare(target, path, options)
  let text: string | null
  try {
    text = await boundedText(response, options.maxBodyBytes ?? SERVICE_MAX_BODY_BYTES)
  } catch (error) {
    return unreachable(call, error)
  }
  if (text === null) {
    const detail = `answered more than ${options.maxBodyBytes ?? SERVICE_MAX_BODY_BYTES} bytes`
    logFailure(call, detail)
    const status = { status: response.status, statusText: response.statusText, body: '' }
    return { ok: false, kind: 'invalid-body', ...status, detail }
  }
  const failure = { status: response.status, statusText: response.statusText, body: text }
  if (!response.ok) {
    const detail = `answered ${response.status}`
    if (response.status >= 500 || !options.quietClientErrors) logFailure(call, detail)
    return { ok: false, kind: 'status', ...failure, detail }
  }
  let json: unknown
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    // Not JSON: the schema decides whether that is acceptable (most refuse it).
  }
  const parsed = options.schema.safeParse(json)
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'body'
    const detail = `answered an unexpected body (${where})`
    logFailure(call, detail)
    return { ok: false, kind: 'invalid-body', ...failure, detail }
  }
  return { ok: true, data: parsed.data, status: response.status, headers: response.headers }
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

/** Why a service's own client library failed: thrown by `callServiceSdk`, logged by its caller. */
export class ServiceError extends Error {
  override name = 'ServiceError'
}

/**
 * A call through a service's own client library (Strapi's, which owns its fetch and accepts no
 * signal): the same deadline and the same schema check as `callService`. The library's promise is
 * left to settle on its own after the deadline; nothing waits for it.
 */
export async function callServiceSdk<T>(
  name: ServiceName,
  what: string,
  run: () => Promise<unknown>,
  options: { schema: z.ZodType<T>; timeoutMs?: number },
): Promise<T> {
  const timeoutMs = options.timeoutMs ?? SERVICE_TIMEOUT_MS
  const observed = observeUpstreamCall(name, 'SDK', what)
  let answer: unknown
  try {
    answer = await throughBreaker(name, () =>
      settleBefore(observed.within(run), AbortSignal.timeout(timeoutMs), timeoutMs),
    )
    observed.answered(200)
  } catch (error) {
    observed.failed(error)
    throw new ServiceError(`${name} ${what}: ${errorText(error)}`)
  }
  const parsed = options.schema.safeParse(answer)
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'body'
    throw new ServiceError(`${name} ${what}: answered an unexpected body (${where})`)
  }
  return parsed.data
}

/** The work's outcome, or the signal's reason once it aborts first. */
function settleBefore<T>(work: Promise<T>, signal: AbortSignal, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolvePromise, reject) => {
    const timedOut = new Error(`timed out after ${timeoutMs} ms`)
    // Named as fetch names its own deadline, so the breaker counts it as no answer.
    timedOut.name = 'TimeoutError'
    const abort = () => reject(timedOut)
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolvePromise, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
