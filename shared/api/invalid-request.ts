import { z } from 'zod'
import { INVALID_REQUEST_MESSAGE } from './body-messages.ts'

/** Input that fails a validator's own checks: answered 400 with the safe text, never logged as a fault. */
export class InvalidRequestError extends Error {
  readonly status = 400

  constructor() {
    super(INVALID_REQUEST_MESSAGE)
    this.name = 'InvalidRequestError'
  }
}

const issuesSchema = z.array(z.looseObject({ message: z.string(), path: z.array(z.unknown()) })).min(1)

function parsesAsIssues(text: string): boolean {
  try {
    return issuesSchema.safeParse(JSON.parse(text)).success
  } catch {
    return false
  }
}

/**
 * Whether a server function refused its input. TanStack Start reports a Standard Schema (zod)
 * validator's refusal as `new Error(JSON.stringify(issues))`, so the issues list is the signal.
 */
export function isInvalidRequest(error: unknown): boolean {
  if (error instanceof InvalidRequestError || error instanceof z.core.$ZodError) return true
  return error instanceof Error && error.message.startsWith('[') && parsesAsIssues(error.message)
}
