import { jsonTooDeep } from '#server/http/request-body.server.ts'
import { MAX_JSON_DEPTH } from '#server/http/request-gate.server.ts'

/**
 * A control request's JSON body, or undefined when it is not JSON or nests deeper than any real
 * change (the gate bounds its bytes, not its depth): a deep document would otherwise run the mock's
 * recursive helpers out of stack.
 */
export async function readControlJson(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '')
  if (jsonTooDeep(text, MAX_JSON_DEPTH)) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
