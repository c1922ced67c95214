import { redirect } from '@tanstack/react-router'
import { readSession } from './current-session.server.ts'
import type { Session } from './session.server.ts'

/**
 * A personal page's guard (the Epic Stack's `requireUserId`): the caller's session, or, for an
 * anonymous visitor, a redirect home with sign-in open and the way back to `next`
 * (`/?auth=sign-in&next=…`, which the auth provider reads).
 */
export async function requireSession(next: string): Promise<Session> {
  const session = await readSession()
  if (!session) throw redirect({ to: '/', search: { auth: 'sign-in', next } })
  return session
}
