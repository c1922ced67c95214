import { z } from 'zod/mini'
import { apiAction } from '../action.ts'
import {
  adminResultSchema,
  adminUserRequestSchema,
  adminUserSchema,
  createUserSchema,
  updateUserSchema,
} from '../admin-users.schema.ts'

/** An admin creates a user in the identity service (the console at /admin/users/). */
export const createAdminUserAction = apiAction({
  path: '/api/admin/users/create/',
  input: createUserSchema,
  answer: adminResultSchema(adminUserSchema),
})

/** An admin changes a user's email, name, extra data or password. */
export const updateAdminUserAction = apiAction({
  path: '/api/admin/users/update/',
  input: updateUserSchema,
  answer: adminResultSchema(adminUserSchema),
})

/** An admin deletes a user, ending their sessions. */
export const deleteAdminUserAction = apiAction({
  path: '/api/admin/users/delete/',
  input: adminUserRequestSchema,
  answer: adminResultSchema(z.object({ id: z.string() })),
})
