import { createFileRoute } from '@tanstack/react-router'
import { readSession } from '#server/identity/current-session.server.ts'
import { PERSONAL_HEADERS } from '#server/identity/auth-api.server.ts'
import { publicUser } from '#server/identity/session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/**
 * Who is signed in, for the islands of a cached anonymous page (header, plan buttons): the public
 * user or null, never a token, never stored.
 */
export const Route = createFileRoute('/api/session')({
  server: {
    handlers: apiHandlers({
      GET: async () => {
        const session = await readSession()
        return Response.json({ user: session ? publicUser(session) : null }, { headers: PERSONAL_HEADERS })
      },
    }),
  },
})
