import { defaultSerovalDeserializerPlugins } from '@tanstack/router-core/ssr/server'
import { toCrossJSON } from 'seroval'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'

const SERVER_FN_PREFIX = '/_serverFn/'
const LOG_EVERY_MS = 10_000

/**
 * `{ error: new Error(message) }` as TanStack Start writes a failed call (its server-functions
 * handler: seroval's cross JSON with the router's default plugins), so the client rethrows it as an
 * Error. Written by the vendors' own serializer, never by hand (docs/decisions/089).
 */
export function serializedServerFnError(message: string): string {
  return JSON.stringify(
    toCrossJSON(
      { error: new Error(message) },
      { refs: new Map(), plugins: defaultSerovalDeserializerPlugins },
    ),
  )
}

let lastLogAt = 0
let hiddenSinceLog = 0

// A flood of malformed calls must not flood the log: one line per interval, with a count.
function logHidden(request: Request, status: number, body: string) {
  hiddenSinceLog += 1
  const now = Date.now()
  if (now - lastLogAt < LOG_EVERY_MS) return
  console.warn(
    `[server] ${hiddenSinceLog} undecodable server function call(s); last ${request.method} ${new URL(request.url).pathname} ${status}: ${body.slice(0, 200)}`,
  )
  lastLogAt = now
  hiddenSinceLog = 0
}

/**
 * TanStack Start answers a server-function call it cannot decode (invalid JSON, a malformed
 * payload, an unknown function id, form data on a GET) with 500 and the parser's own message.
 * Those are the caller's mistakes: 400 with the plain text instead. Errors thrown inside a function
 * never come this way (the function middleware answers them), and 503 is a deliberate outage status.
 */
export async function guardServerFnCall(
  request: Request,
  handle: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  const response = await handle(request)
  if (response.status < 500 || response.status === 503) return response
  if (!new URL(request.url).pathname.startsWith(SERVER_FN_PREFIX)) return response
  logHidden(request, response.status, await response.text())
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  headers.set('x-tss-serialized', 'true')
  headers.set('cache-control', 'private, no-store')
  return new Response(serializedServerFnError(INVALID_REQUEST_MESSAGE), { status: 400, headers })
}
