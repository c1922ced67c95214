import type { ApiAction, ApiRead } from './action.ts'
import { z } from 'zod/mini'

/**
 * The one way the browser calls the server outside a page load: an action's `/api/…` route, the
 * answer checked with its contract. A refusal before the handler ran (cross-site, too large, not
 * valid: `{ error }`) becomes an Error with its message, so callers show it like a failed answer.
 */
/** A refusal before the handler ran (cross-site, too large, not valid). */
const apiRefusalSchema = z.object({ error: z.string() })

/** The server refused the call with a message written for the user (unlike a network failure). */
export class ApiRefusal extends Error {}

async function send<Answer>(contract: ApiRead<Answer>, init: RequestInit, query = ''): Promise<Answer> {
  const response = await fetch(`${contract.path}${query}`, { ...init, credentials: 'same-origin' })
  const json: unknown = await response.json()
  if (!response.ok) {
    const refusal = apiRefusalSchema.safeParse(json)
    if (refusal.success) throw new ApiRefusal(refusal.data.error)
    throw new Error(`${contract.path} answered ${response.status}`)
  }
  return contract.answer.parse(json)
}

/**
 * Posts an action's input and returns its checked answer: as JSON, or as the multipart form its
 * contract makes of it when the action takes files.
 */
export function callApi<Input, Answer>(
  action: ApiAction<Input, Answer>,
  input: NoInfer<Input>,
): Promise<Answer> {
  // The browser sets a form's type and boundary itself.
  if (action.form)
    return send(action, { method: 'POST', headers: { accept: 'application/json' }, body: action.form(input) })
  return send(action, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(input),
  })
}

/** Reads what a route answers to `GET` (the signed-in user, their key, the shell's data, a search). */
export function readApi<Answer>(
  read: ApiRead<Answer>,
  options: { query?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Answer> {
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : ''
  return send(read, { method: 'GET', headers: { accept: 'application/json' }, signal: options.signal }, query)
}
