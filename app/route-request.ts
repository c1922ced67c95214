import { notFound } from '@tanstack/react-router'
import type { z } from 'zod/mini'

/**
 * What a route's loader asks its server function for, checked with the function's own schema
 * first: an address that cannot name anything (a slug with a space or capitals, too long) is a
 * page not found, as a visitor's typo should be, where the server function would refuse it as
 * invalid input and the error page would show 500.
 */
export function requestOrNotFound<T>(schema: z.ZodMiniType<T>, request: unknown): T {
  const parsed = schema.safeParse(request)
  if (!parsed.success) throw notFound()
  return parsed.data
}
