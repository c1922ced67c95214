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
} from './arbitraries.ts'

export type RouteCase = {
  method: string | undefined
  suffix: string
  query: string
  body: { contentType: string; text: string } | undefined
  cookie: string
}

const body = fc.oneof(
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

/** Sends one generated request to a route (`url` ends with `/` or a file name). */
export function sendRouteCall(url: string, declared: string[], call: RouteCase, pick: number) {
  const method = call.method ?? declared[pick % Math.max(1, declared.length)] ?? 'GET'
  const headers: Record<string, string> = call.cookie ? { cookie: call.cookie } : {}
  const withBody = call.body && method !== 'GET' && method !== 'HEAD'
  if (withBody && call.body) headers['content-type'] = call.body.contentType
  return fetch(`${url}${call.suffix}${call.query}`, {
    method,
    headers,
    redirect: 'manual',
    ...(withBody && call.body ? { body: call.body.text } : {}),
  })
}
