import { isNotFound, isRedirect } from '@tanstack/react-router'

/** The only text an unexpected server error may show a visitor. */
export const SAFE_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.'

/**
 * Errors thrown inside server functions are serialised into the page; internal messages and stacks
 * must never get there. Redirects and not-founds are control flow and pass through untouched.
 */
export function sanitizeServerFnError(error: unknown): unknown {
  if (isRedirect(error) || isNotFound(error)) return error
  console.error('[server] unexpected error:', error)
  return new Error(SAFE_ERROR_MESSAGE)
}
