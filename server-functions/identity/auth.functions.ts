import { createServerFn } from '@tanstack/react-start'
import { readSession } from './current-session.server.ts'
import { enabledProviders } from './gotrue.server.ts'
import { publicUser } from './session.server.ts'

/** The signed-in user for the shell (no token ever leaves the server), or null. */
export const getSessionUser = createServerFn({ method: 'GET' }).handler(async () => {
  const session = await readSession()
  return session ? publicUser(session) : null
})

/** External providers enabled in the identity settings (GET /settings). */
export const getAuthProviders = createServerFn({ method: 'GET' }).handler(() => enabledProviders())
