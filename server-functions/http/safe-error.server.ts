import { isNotFound, isRedirect } from '@tanstack/react-router'
import { setResponseStatus } from '@tanstack/react-start/server'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { isInvalidRequest } from '#shared/api/invalid-request.ts'

/** The only text an unexpected server error may show a visitor. */
export const SAFE_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.'

/**
 * Errors thrown inside server functions are serialised into the page; internal messages and stacks
 * must never get there. Redirects and not-founds are control flow and pass through untouched. Input
 * a validator refuses is the caller's mistake: 400 with a plain text, and no log line per bad call.
 */
export function sanitizeServerFnError(error: unknown): unknown {
  if (isRedirect(error) || isNotFound(error)) return error
  if (isInvalidRequest(error)) {
    setResponseStatus(400)
    return new Error(INVALID_REQUEST_MESSAGE)
  }
  console.error('[server] unexpected error:', error)
  return new Error(SAFE_ERROR_MESSAGE)
}
