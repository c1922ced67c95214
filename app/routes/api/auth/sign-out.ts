import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { handleJsonPost } from '#server/identity/auth-api.server.ts'
import { signOut } from '#server/identity/auth.server.ts'
import { readSession, settleOutcome } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/** The sign-out server function's twin for document pages' islands: the cookie goes whatever GoTrue says. */
export const Route = createFileRoute('/api/auth/sign-out')({
  server: {
    handlers: apiHandlers({
      POST: ({ request }) =>
        handleJsonPost(request, z.object({}), async () => settleOutcome(await signOut(await readSession()))),
    }),
  },
})
