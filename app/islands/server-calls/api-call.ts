import type { z } from 'zod/mini'
import { apiRefusalSchema } from '#shared/api/auth-api.schema.ts'

/** A GET or JSON POST to one of the site's own /api/ routes, its answer checked with its schema. */
export async function apiCall<T>(path: string, schema: z.ZodMiniType<T>, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  })
  const json: unknown = await response.json()
  if (!response.ok) {
    const refusal = apiRefusalSchema.safeParse(json)
    throw new Error(refusal.success ? refusal.data.error : `${path} answered ${response.status}`)
  }
  return schema.parse(json)
}
