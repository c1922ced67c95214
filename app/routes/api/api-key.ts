import { createFileRoute } from '@tanstack/react-router'
import { fetchAccountData } from '#server/account/account-data.server.ts'
import { type ApiKeyResponse, apiKeyPattern } from '#shared/api/api-key.schema.ts'
import { PERSONAL_HEADERS } from '#server/identity/auth-api.server.ts'
import { readSession } from '#server/identity/current-session.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/**
 * The signed-in customer's API key, for the code samples of cached documents (the sample-key
 * island): asked only once the page knows someone is signed in, never stored by anyone. The
 * session's tokens stay in their cookie.
 */
export const Route = createFileRoute('/api/api-key')({
  server: {
    handlers: apiHandlers({
      GET: async () => {
        const session = await readSession()
        const account = session ? await fetchAccountData(session.user.id) : null
        const key = account?.ok ? account.data.key : null
        const body: ApiKeyResponse = { key: key !== null && apiKeyPattern.test(key) ? key : null }
        return Response.json(body, { headers: PERSONAL_HEADERS })
      },
    }),
  },
})
