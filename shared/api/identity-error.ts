import { z } from 'zod/mini'

const gotrueMessage = z.object({ msg: z.string() })
const oauthError = z.object({ error: z.string(), error_description: z.optional(z.string()) })

export type IdentityError = {
  status: number
  /** The JSON `msg`, else the error plus its description, else status text and code. */
  message: string
  /** What a form shows: the description the identity service gave (e.g. "password invalid"). */
  description: string
}

/** Maps a failed identity response body to its message (docs/product.md#validation). */
export function identityError(status: number, statusText: string, body: string): IdentityError {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    const text = `${statusText || 'Error'} (${status})`
    return { status, message: text, description: text }
  }
  const withMsg = gotrueMessage.safeParse(json)
  if (withMsg.success) return { status, message: withMsg.data.msg, description: withMsg.data.msg }
  const withError = oauthError.safeParse(json)
  if (withError.success) {
    const { error, error_description: description } = withError.data
    return {
      status,
      message: description ? `${error}: ${description}` : error,
      description: description ?? error,
    }
  }
  const text = `${statusText || 'Error'} (${status})`
  return { status, message: text, description: text }
}
