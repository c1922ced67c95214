import { notFound } from '@tanstack/react-router'
import { decodeJwt } from 'jose'
import { z } from 'zod'
import { PERSONAL_HEADERS } from '../identity/auth-api.server.ts'
import { readSession } from '../identity/current-session.server.ts'
import { type GotrueUser, identityAdminApi } from '../identity/gotrue.server.ts'
import { revokeUserSessions } from '../identity/revocation.server.ts'
import type { Session } from '../identity/session.server.ts'
import {
  ADMIN_PAGE_SIZE,
  type AdminResult,
  type AdminUser,
  type CreateUserForm,
  type UpdateUserForm,
} from '#shared/api/admin-users.schema.ts'

const claimsSchema = z.object({ app_metadata: z.object({ roles: z.array(z.string()).nullish() }).nullish() })

/**
 * The roles in the session's access token (GoTrue verifies the token itself on every admin call;
 * this check decides whether the console exists at all for the caller).
 */
export function rolesOf(session: Session | null): string[] {
  if (!session) return []
  try {
    return claimsSchema.parse(decodeJwt(session.accessToken)).app_metadata?.roles ?? []
  } catch {
    return []
  }
}

export const isAdmin = (session: Session | null): session is Session => rolesOf(session).includes('admin')

/** Runs an admin action for an admin session; anyone else gets a 404 (not a 403: the console is not advertised). */
export async function asAdmin<T>(session: Session | null, run: (admin: Session) => Promise<T>): Promise<T> {
  if (!isAdmin(session)) throw notFound()
  return run(session)
}

/** What the console's actions tell anyone but an admin, who gets the pages' 404. */
export const ADMIN_NOT_FOUND_MESSAGE = 'Not found.'

/**
 * An `/api/admin/…` action for the caller's session if it is an admin's (roles re-read from its
 * token on every call); anyone else gets a 404 and nothing runs.
 */
export async function answerAsAdmin<T>(run: (admin: Session) => Promise<T>): Promise<T | Response> {
  const session = await readSession()
  if (!isAdmin(session))
    return Response.json({ error: ADMIN_NOT_FOUND_MESSAGE }, { status: 404, headers: PERSONAL_HEADERS })
  return run(session)
}

/** Who did what, when: one line per admin action in the server log. */
function audit(admin: Session, action: string, target: string, outcome: 'ok' | 'failed') {
  console.info(
    `[audit] ${new Date().toISOString()} admin=${admin.user.email} action=${action} target=${target} ${outcome}`,
  )
}

export function toAdminUser(user: GotrueUser): AdminUser {
  const { full_name: fullName, ...rest } = user.user_metadata ?? {}
  return {
    id: user.id,
    email: user.email,
    fullName: typeof fullName === 'string' ? fullName : '',
    roles: user.app_metadata?.roles ?? [],
    provider: user.app_metadata?.provider ?? 'email',
    confirmedAt: user.confirmed_at ?? null,
    createdAt: user.created_at ?? null,
    updatedAt: user.updated_at ?? null,
    extraData: Object.keys(rest).length ? JSON.stringify(rest, null, 2) : '',
  }
}

function metadata(fullName: string, extraData: string): Record<string, unknown> {
  const extra: unknown = extraData.trim() ? JSON.parse(extraData) : {}
  const entries = typeof extra === 'object' && extra !== null ? Object.entries(extra) : []
  // Own properties only, and never a prototype key, whatever the JSON says.
  const safe = entries.filter(([key]) => key !== '__proto__' && key !== 'constructor' && key !== 'full_name')
  return { ...Object.fromEntries(safe), full_name: fullName }
}

export type AdminList = { users: AdminUser[]; total: number; page: number; pageCount: number }

export async function listUsers(
  admin: Session,
  page: number,
  query: string,
): Promise<AdminResult<AdminList>> {
  const result = await identityAdminApi.list(admin.accessToken, {
    page,
    perPage: ADMIN_PAGE_SIZE,
    filter: query,
  })
  if (!result.ok) return { ok: false, message: result.message }
  const total =
    Number(result.headers?.get('x-total-count') ?? result.data.users.length) || result.data.users.length
  return {
    ok: true,
    data: {
      users: result.data.users.map(toAdminUser),
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    },
  }
}

export async function getUser(admin: Session, id: string): Promise<AdminResult<AdminUser>> {
  const result = await identityAdminApi.get(admin.accessToken, id)
  return result.ok ? { ok: true, data: toAdminUser(result.data) } : { ok: false, message: result.message }
}

export async function createUser(admin: Session, form: CreateUserForm): Promise<AdminResult<AdminUser>> {
  const result = await identityAdminApi.create(admin.accessToken, {
    email: form.email,
    password: form.password,
    data: metadata(form.fullName, form.extraData),
  })
  audit(admin, 'create-user', form.email, result.ok ? 'ok' : 'failed')
  return result.ok ? { ok: true, data: toAdminUser(result.data) } : { ok: false, message: result.message }
}

export async function updateUser(admin: Session, form: UpdateUserForm): Promise<AdminResult<AdminUser>> {
  const result = await identityAdminApi.update(admin.accessToken, form.id, {
    email: form.email,
    ...(form.password ? { password: form.password } : {}),
    data: metadata(form.fullName, form.extraData),
  })
  audit(admin, form.password ? 'update-user+password' : 'update-user', form.id, result.ok ? 'ok' : 'failed')
  // A password set by an admin ends the user's sessions, as the user's own change does.
  if (result.ok && form.password) await revokeUserSessions(form.id)
  return result.ok ? { ok: true, data: toAdminUser(result.data) } : { ok: false, message: result.message }
}

export async function deleteUser(admin: Session, id: string): Promise<AdminResult<{ id: string }>> {
  if (id === admin.user.id)
    return { ok: false, message: 'You cannot delete your own account from the console.' }
  const result = await identityAdminApi.remove(admin.accessToken, id)
  audit(admin, 'delete-user', id, result.ok ? 'ok' : 'failed')
  // A deleted user's cookies would keep reading the account until their access token expires.
  if (result.ok) await revokeUserSessions(id)
  return result.ok ? { ok: true, data: { id } } : { ok: false, message: result.message }
}
