import { createFileRoute } from '@tanstack/react-router'
import { updateAdminUserAction } from '#shared/api/actions/admin-users.ts'
import { handleJsonPost } from '#server/identity/auth-api.server.ts'
import { answerAsAdmin, updateUser } from '#server/admin/admin-users.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** An admin saves a user's changes (the console's form at /admin/users/$id/). */
export const Route = createFileRoute('/api/admin/users/update')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, updateAdminUserAction.input, (data) =>
          answerAsAdmin((admin) => updateUser(admin, data)),
        ),
    }),
  },
})
