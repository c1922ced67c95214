import { createFileRoute } from '@tanstack/react-router'
import { createAdminUserAction } from '#shared/api/actions/admin-users.ts'
import { handleJsonPost } from '#server/identity/auth-api.server.ts'
import { answerAsAdmin, createUser } from '#server/admin/admin-users.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** An admin creates a user (the console's form at /admin/users/). */
export const Route = createFileRoute('/api/admin/users/create')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, createAdminUserAction.input, (data) =>
          answerAsAdmin((admin) => createUser(admin, data)),
        ),
    }),
  },
})
