import { z } from 'zod'
import { callService, type ServiceCallOptions } from '../http/service-client.server.ts'
import { AUTH_MESSAGES } from '#shared/api/auth.schema.ts'
import { type IdentityError, identityError } from '#shared/api/identity-error.ts'

/** A GoTrue user as the REST API returns it; only the fields the site reads are checked. */
export const gotrueUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  confirmed_at: z.string().nullish(),
  app_metadata: z
    .object({ provider: z.string().optional(), roles: z.array(z.string()).nullish() })
    .catchall(z.unknown())
    .nullish(),
  user_metadata: z.record(z.string(), z.unknown()).nullish(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
})
export type GotrueUser = z.infer<typeof gotrueUserSchema>

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number(),
  refresh_token: z.string().min(1),
  user: gotrueUserSchema.optional(),
})
export type TokenResponse = z.infer<typeof tokenResponseSchema>

export const settingsSchema = z.object({
  external: z.record(z.string(), z.boolean()).default({}),
  disable_signup: z.boolean().default(false),
  autoconfirm: z.boolean().default(false),
})

export type IdentityResult<T> = { ok: true; data: T; headers?: Headers } | ({ ok: false } & IdentityError)

type CallOptions = Pick<ServiceCallOptions, 'method' | 'json' | 'form' | 'query'> & { accessToken?: string }

const unavailable = (status: number) => ({
  ok: false as const,
  status,
  message: AUTH_MESSAGES.unavailable,
  description: AUTH_MESSAGES.unavailable,
})

/** One GoTrue REST call: a checked response, and GoTrue's error bodies mapped to the user's messages. */
export async function gotrue<T>(
  path: string,
  schema: z.ZodType<T>,
  options: CallOptions = {},
): Promise<IdentityResult<T>> {
  const { accessToken, ...call } = options
  const result = await callService('identity', path, {
    ...call,
    schema,
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    // A wrong password or a taken address is the user's to read, not the log's.
    quietClientErrors: true,
  })
  if (result.ok) return { ok: true, data: result.data, headers: result.headers }
  if (result.kind === 'unreachable') return unavailable(503)
  if (result.kind === 'invalid-body') return unavailable(502)
  return { ok: false, ...identityError(result.status, result.statusText, result.body) }
}

const anyBody = z.unknown()

const adminListSchema = z.object({ users: z.array(gotrueUserSchema) })

type AdminChanges = {
  email?: string
  password?: string
  data?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
}

/** GoTrue's admin API, always called with the signed-in admin's own token. */
export const identityAdminApi = {
  list: (accessToken: string, query: { page: number; perPage: number; filter: string }) =>
    gotrue('/admin/users', adminListSchema, {
      accessToken,
      query: {
        page: String(query.page),
        per_page: String(query.perPage),
        ...(query.filter ? { filter: query.filter } : {}),
      },
    }),
  get: (accessToken: string, id: string) =>
    gotrue(`/admin/users/${encodeURIComponent(id)}`, gotrueUserSchema, { accessToken }),
  create: (accessToken: string, user: AdminChanges & { email: string; password: string }) =>
    gotrue('/admin/users', gotrueUserSchema, {
      method: 'POST',
      json: { ...user, confirm: true },
      accessToken,
    }),
  update: (accessToken: string, id: string, changes: AdminChanges) =>
    gotrue(`/admin/users/${encodeURIComponent(id)}`, gotrueUserSchema, {
      method: 'PUT',
      json: changes,
      accessToken,
    }),
  remove: (accessToken: string, id: string) =>
    gotrue(`/admin/users/${encodeURIComponent(id)}`, anyBody, { method: 'DELETE', accessToken }),
}

let settingsCache: { at: number; providers: string[] } | undefined

/** External providers the identity settings report as enabled, cached for five minutes. */
export async function enabledProviders(now = Date.now()): Promise<string[]> {
  if (settingsCache && now - settingsCache.at < 5 * 60_000) return settingsCache.providers
  const settings = await gotrue('/settings', settingsSchema)
  const providers = settings.ok
    ? Object.entries(settings.data.external)
        .filter(([, enabled]) => enabled)
        .map(([name]) => name)
        .filter((name) => /^[a-z0-9_-]{1,30}$/.test(name))
    : []
  settingsCache = { at: now, providers }
  return providers
}

export const identityApi = {
  settings: () => gotrue('/settings', settingsSchema),
  /** `redirectTo`: where the confirmation mail's link leads (GoTrue keeps it only on the site's own host). */
  signUp: (email: string, password: string, data: Record<string, string>, redirectTo: string) =>
    gotrue('/signup', gotrueUserSchema, {
      json: { email, password, data },
      query: { redirect_to: redirectTo },
    }),
  passwordGrant: (email: string, password: string) =>
    gotrue('/token', tokenResponseSchema, { form: { grant_type: 'password', username: email, password } }),
  refreshGrant: (refreshToken: string) =>
    gotrue('/token', tokenResponseSchema, {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken },
    }),
  verify: (token: string, type: 'signup' | 'recovery', password?: string) =>
    gotrue('/verify', tokenResponseSchema, { json: { token, type, ...(password ? { password } : {}) } }),
  recover: (email: string) => gotrue('/recover', anyBody, { json: { email } }),
  user: (accessToken: string) => gotrue('/user', gotrueUserSchema, { accessToken }),
  updateUser: (
    accessToken: string,
    changes: { email?: string; password?: string; data?: Record<string, unknown> },
  ) => gotrue('/user', gotrueUserSchema, { method: 'PUT', json: changes, accessToken }),
  logout: (accessToken: string) => gotrue('/logout', anyBody, { method: 'POST', accessToken }),
}
