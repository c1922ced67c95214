import { z } from 'zod/mini'
import { AUTH_MESSAGES, newPasswordSchema } from './auth.schema.ts'

export const ADMIN_PAGE_SIZE = 20

export const userIdSchema = z.string().check(z.regex(/^[\w-]{1,64}$/, 'Unknown user'))

export const adminUserRequestSchema = z.object({ id: userIdSchema })

export const listUsersSchema = z.object({
  page: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
  query: z.string().check(z.trim(), z.maxLength(120)),
})

/** Extra profile data as a JSON object text; empty means none. */
export const extraDataSchema = z.string().check(
  z.maxLength(5000, 'Please keep the extra data under 5000 characters'),
  z.refine((text) => {
    if (!text.trim()) return true
    try {
      const value: unknown = JSON.parse(text)
      return typeof value === 'object' && value !== null && !Array.isArray(value)
    } catch {
      return false
    }
  }, 'Extra data must be a JSON object, for example {"company": "Contoso"}'),
)

const email = z.string().check(z.trim(), z.email(AUTH_MESSAGES.invalidEmail), z.maxLength(254))
const fullName = z.string().check(z.trim(), z.maxLength(120, 'Name is too long'))

export const createUserSchema = z.object({
  email,
  password: newPasswordSchema,
  fullName,
  extraData: extraDataSchema,
})
export type CreateUserForm = z.infer<typeof createUserSchema>

export const updateUserSchema = z.object({
  id: userIdSchema,
  email,
  /** Empty keeps the current password. */
  password: z.union([z.literal(''), newPasswordSchema]),
  fullName,
  extraData: extraDataSchema,
})
export type UpdateUserForm = z.infer<typeof updateUserSchema>

/** What the console shows about a user: never a token. */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  roles: z.array(z.string()),
  provider: z.string(),
  confirmedAt: z.nullable(z.string()),
  createdAt: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
  /** The user's metadata without `full_name`, as pretty JSON. */
  extraData: z.string(),
})
export type AdminUser = z.infer<typeof adminUserSchema>

/** An admin action's answer: its data, or the identity service's reason in words. */
export const adminResultSchema = <T>(data: z.ZodMiniType<T>) =>
  z.union([z.object({ ok: z.literal(true), data }), z.object({ ok: z.literal(false), message: z.string() })])

export type AdminResult<T> = { ok: true; data: T } | { ok: false; message: string }
