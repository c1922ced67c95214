import fc from 'fast-check'
import { toJson } from './json.ts'
import {
  anyMethod,
  fuzzData,
  hugeString,
  invalidJson,
  oddContentType,
  oddCookie,
  oddQuery,
  oddSegment,
  oddString,
} from './arbitraries.ts'

/** A multipart field: its name, its text, and whether it goes as a file (as the lab's files do). */
type MultipartField = { name: string; value: string; file: boolean }

export type RouteCase = {
  method: string | undefined
  suffix: string
  query: string
  body: { contentType: string; text: string } | { multipart: MultipartField[] } | undefined
  cookie: string
}

// The lab's own field names and a few real tool ids and regions, so some forms get past the schema.
const multipartField = fc.record({
  name: fc.oneof(fc.constantFrom('tool', 'region', 'values', 'file'), oddString),
  value: fc.oneof(
    fc.constantFrom('pdf-info', 'compressed-pdf', 'global', 'eu', '{}', '%PDF-1.7\n%fuzz'),
    fuzzData.map((data) => toJson(data)),
    invalidJson,
    oddString,
  ),
  file: fc.boolean(),
})

const body = fc.oneof(
  fc.array(multipartField, { maxLength: 6 }).map((multipart) => ({ multipart })),
  fuzzData.map((data) => ({ contentType: 'application/json', text: toJson(data) })),
  invalidJson.map((text) => ({ contentType: 'application/json', text })),
  fc
    .tuple(oddContentType, fc.oneof(invalidJson, hugeString))
    .map(([contentType, text]) => ({ contentType, text })),
)

export const routeCase: fc.Arbitrary<RouteCase> = fc.record({
  // Mostly one of the route's own methods; sometimes any other.
  method: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: anyMethod }),
  suffix: fc.oneof(
    { weight: 14, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: oddSegment.map((segment) => `${segment}/`) },
  ),
  query: oddQuery,
  body: fc.oneof(fc.constant(undefined), body),
  cookie: oddCookie,
})

/**
 * A form encoded as one buffer with its type and boundary, sent like the other bodies: streamed in
 * parts, a refusal that closes the connection unread (405, 401) broke the write, not the server.
 */
async function multipartOf(fields: MultipartField[]): Promise<{ contentType: string; bytes: ArrayBuffer }> {
  const form = new FormData()
  for (const { name, value, file } of fields)
    if (file) form.append(name, new Blob([value]), 'input.pdf')
    else form.append(name, value)
  const encoded = new Response(form)
  return { contentType: encoded.headers.get('content-type') ?? '', bytes: await encoded.arrayBuffer() }
}

/**
 * Sends one generated request to a route (`url` ends with `/` or a file name), with `session`
 * (a signed-in user's cookie pair) beside the generated cookie when given.
 */
export async function sendRouteCall(
  url: string,
  declared: string[],
  call: RouteCase,
  pick: number,
  session = '',
) {
  const method = call.method ?? declared[pick % Math.max(1, declared.length)] ?? 'GET'
  const cookie = [session, call.cookie].filter(Boolean).join('; ')
  const headers: Record<string, string> = cookie ? { cookie } : {}
  const generated = method === 'GET' || method === 'HEAD' ? undefined : call.body
  const body = generated && 'multipart' in generated ? await multipartOf(generated.multipart) : generated
  if (body) headers['content-type'] = body.contentType
  return fetch(`${url}${call.suffix}${call.query}`, {
    method,
    headers,
    redirect: 'manual',
    ...(body ? { body: 'text' in body ? body.text : body.bytes } : {}),
  })
}
