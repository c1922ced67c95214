import { createServerFn } from '@tanstack/react-start'
import { readSession } from '../identity/current-session.server.ts'
import { adminUserRequestSchema, listUsersSchema } from '#shared/api/admin-users.schema.ts'
import * as admin from './admin-users.server.ts'

// The console's page reads (its actions are /api/admin/users/… routes). Every call re-reads the
// session and its token's roles (`asAdmin`).
export const getAdminAccess = createServerFn({ method: 'GET' }).handler(async () =>
  admin.asAdmin(await readSession(), async () => ({ admin: true })),
)

export const listAdminUsers = createServerFn({ method: 'GET' })
  .validator(listUsersSchema)
  .handler(async ({ data }) =>
    admin.asAdmin(await readSession(), (session) => admin.listUsers(session, data.page, data.query)),
  )

export const getAdminUser = createServerFn({ method: 'GET' })
  .validator(adminUserRequestSchema)
  .handler(async ({ data }) =>
    admin.asAdmin(await readSession(), (session) => admin.getUser(session, data.id)),
  )
