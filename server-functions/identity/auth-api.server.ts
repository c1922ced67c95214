import type { z } from 'zod/mini'
import { BODY_MESSAGES, INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { jsonTooDeep, mediaType, type ReadBody, readLimitedBody } from '../http/request-body.server.ts'
import { BODY_DEADLINE_MS, MAX_JSON_DEPTH, SERVER_FN_MAX_BYTES } from '../http/request-gate.server.ts'
import { crossSiteRefusal } from '../http/same-site-only.server.ts'
import { getRequest, getRequestIP } from '@tanstack/react-start/server'
import { serverEnv } from '../env.server.ts'
import { clientAddressFrom, limitBucket } from '../http/trusted-proxies.server.ts'

/** Personal answers: never stored by a browser or a CDN. */
export const PERSONAL_HEADERS = { 'Cache-Control': 'private, no-store' } as const

const refusal = (status: number, error: string) =>
  Response.json({ error }, { status, headers: PERSONAL_HEADERS })

/**
 * The text of a same-site action's POST within the server functions' body limits (bytes, deadline),
 * or why not: a cross-site refusal (answered as it is), or the body's own message (too large, too slow).
 */
export async function readActionBody(
  request: Request,
): Promise<
  | { ok: true; text: string }
  | { ok: false; refused: Response }
  | { ok: false; status: number; message: string }
> {
  const crossSite = crossSiteRefusal(request)
  if (crossSite) return { ok: false, refused: crossSite }
  let body: ReadBody
  try {
    body = await readLimitedBody(request, { maxBytes: SERVER_FN_MAX_BYTES, deadlineMs: BODY_DEADLINE_MS })
  } catch {
    // The stream broke under the reader: the request gate cut it off (its refusal is the answer) or
    // the client went away. Either way the caller's doing, not a fault to log.
    return { ok: false, status: 400, message: INVALID_REQUEST_MESSAGE }
  }
  if (!body.ok)
    return {
      ok: false,
      status: body.status,
      message: body.status === 413 ? BODY_MESSAGES.tooLarge : BODY_MESSAGES.tooSlow,
    }
  return { ok: true, text: new TextDecoder().decode(body.bytes) }
}

/**
 * A JSON POST route that does what a server function does, for the islands of document pages:
 * this site only, JSON only, the server functions' body limits (bytes, depth, deadline), the same
 * zod schema, then the same flow. The flow's answer goes back as JSON; a flow that refuses the
 * caller (not an admin, for one) answers its own Response.
 */
export async function handleJsonPost<T>(
  request: Request,
  schema: z.ZodMiniType<T>,
  run: (data: T) => Promise<unknown>,
): Promise<Response> {
  // `text/plain` is what another site's form or fetch can send without asking the browser first:
  // a JSON action takes JSON only, so the cross-site defence never rests on Origin alone.
  if (mediaType(request) !== 'application/json')
    return crossSiteRefusal(request) ?? refusal(415, BODY_MESSAGES.notJson)
  const body = await readActionBody(request)
  if (!body.ok) return 'refused' in body ? body.refused : refusal(body.status, body.message)
  const { text } = body
  if (jsonTooDeep(text, MAX_JSON_DEPTH)) return refusal(400, INVALID_REQUEST_MESSAGE)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return refusal(400, INVALID_REQUEST_MESSAGE)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) return refusal(400, INVALID_REQUEST_MESSAGE)
  const answer = await run(parsed.data)
  return answer instanceof Response ? answer : Response.json(answer, { headers: PERSONAL_HEADERS })
}

/**
 * The address the per-client throttles count: the socket peer, or what the trusted proxies in front
 * (`TRUSTED_PROXIES`) say the client was, in the header they write (`FORWARDED_HEADER`); an IPv6
 * client by its /64. Behind a load balancer every visitor would otherwise share the balancer's
 * address, and one visitor's mistakes would lock everyone out.
 */
export function clientIp(): string {
  const { trustedProxies, forwardedHeader } = serverEnv()
  const address = clientAddressFrom(
    getRequestIP() ?? 'unknown',
    getRequest().headers,
    trustedProxies,
    forwardedHeader,
  )
  return limitBucket(address)
}
