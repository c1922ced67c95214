import fc from 'fast-check'
import { toJSONAsync } from 'seroval'
import { anyMethod, fuzzData, invalidJson, oddContentType, oddCookie, oddQuery } from './arbitraries.ts'
import { toJson } from './json.ts'
import type { ServerFnTarget } from './targets.ts'
import { SERVER_FN_MAX_BYTES } from '../../../server-functions/http/request-gate.server.ts'

export type ServerFnCase = {
  encoding: 'seroval' | 'raw-json' | 'invalid-json' | 'multipart' | 'odd-content-type' | 'none'
  data: unknown
  raw: string
  method: string | undefined
  sameOrigin: boolean
  contentType: string
  cookie: string
  query: string
}

export const serverFnCase: fc.Arbitrary<ServerFnCase> = fc.record({
  encoding: fc.oneof(
    { weight: 12, arbitrary: fc.constant('seroval' as const) },
    { weight: 2, arbitrary: fc.constant('raw-json' as const) },
    { weight: 2, arbitrary: fc.constant('invalid-json' as const) },
    { weight: 1, arbitrary: fc.constant('multipart' as const) },
    { weight: 1, arbitrary: fc.constant('odd-content-type' as const) },
    { weight: 1, arbitrary: fc.constant('none' as const) },
  ),
  data: fuzzData,
  raw: invalidJson,
  // Mostly the declared method; sometimes any other.
  method: fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: anyMethod }),
  sameOrigin: fc.oneof(
    { weight: 9, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  contentType: oddContentType,
  cookie: oddCookie,
  query: fc.oneof({ weight: 5, arbitrary: fc.constant('') }, { weight: 1, arbitrary: oddQuery }),
})

async function encode(data: unknown): Promise<string> {
  try {
    return JSON.stringify(await toJSONAsync({ data }))
  } catch {
    // Values seroval itself refuses go raw: the server must cope with those too.
    return toJson({ data })
  }
}

/** Sends one generated call the way the client does (or deliberately not quite). */
export async function sendServerFnCall(
  baseURL: string,
  target: ServerFnTarget,
  call: ServerFnCase,
  session: string,
) {
  const method = call.method ?? target.method
  const cookie = [session, call.cookie].filter(Boolean).join('; ')
  const headers: Record<string, string> = { 'x-tsr-serverfn': 'true', ...(cookie ? { cookie } : {}) }
  if (call.sameOrigin) headers['sec-fetch-site'] = 'same-origin'
  const body =
    call.encoding === 'seroval'
      ? await encode(call.data)
      : call.encoding === 'raw-json'
        ? toJson(call.data ?? null)
        : call.encoding === 'invalid-json'
          ? call.raw
          : undefined
  const base = `${baseURL}/_serverFn/${target.id}${call.query}`
  if (method === 'GET' || method === 'HEAD') {
    const separator = base.includes('?') ? '&' : '?'
    const url = body === undefined ? base : `${base}${separator}payload=${encodeURIComponent(body)}`
    return fetch(url, { method, headers, redirect: 'manual' })
  }
  if (call.encoding === 'multipart') {
    const form = new FormData()
    for (const name of ['tool', 'values', 'region']) form.append(name, call.raw)
    form.append('file', new Blob([call.raw]), 'input.pdf')
    return fetch(base, { method, headers, body: form, redirect: 'manual' })
  }
  if (call.encoding === 'odd-content-type') headers['content-type'] = call.contentType
  else if (body !== undefined) headers['content-type'] = 'application/json'
  return fetch(base, { method, headers, body: body ?? call.raw, redirect: 'manual' })
}

/**
 * True when the call's multipart body is over a server function's limit: the server refuses it with
 * 413 before reading it and closes the connection, so a client still writing may see the socket
 * close (EPIPE) instead of the answer. That is the bound working, not a defect.
 */
export function refusedBeforeItsBody(call: ServerFnCase): boolean {
  return call.encoding === 'multipart' && 4 * Buffer.byteLength(call.raw) > SERVER_FN_MAX_BYTES
}
