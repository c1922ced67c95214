import { createFileRoute } from '@tanstack/react-router'
import { deleteAdminUserAction } from '#shared/api/actions/admin-users.ts'
import { handleJsonPost } from '#server/identity/auth-api.server.ts'
import { answerAsAdmin, deleteUser } from '#server/admin/admin-users.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** An admin deletes a user (the console's dialog at /admin/users/$id/). */
export const Route = createFileRoute('/api/admin/users/delete')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, deleteAdminUserAction.input, (data) =>
          answerAsAdmin((admin) => deleteUser(admin, data.id)),
        ),
    }),
  },
})
