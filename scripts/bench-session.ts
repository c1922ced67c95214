import { z } from 'zod'
import { DEMO_PASSWORD } from '#mocks/users.ts'

/**
 * A demo customer's session for the bench's signed-in pages: signed in through the site's own
 * sign-in route (as the modal does), so the page under measurement sees a real session.
 */
export const BENCH_USER = process.env.BENCH_USER ?? 'premium@example.com'

/** A `Cookie` request header carrying every cookie of `Set-Cookie` headers (attributes dropped). */
export function cookieHeader(setCookies: readonly string[]): string {
  return setCookies
    .map((line) => line.split(';', 1)[0]?.trim() ?? '')
    .filter((pair) => pair.includes('=') && !/=$/.test(pair))
    .join('; ')
}

const signInAnswer = z.object({ ok: z.literal(true) })

/** Signs `email` in on `origin` and answers the `Cookie` header its browser would send. */
export async function signedInCookie(origin: string, email = BENCH_USER): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const answer: unknown = await response.json().catch(() => null)
  const cookie = cookieHeader(response.headers.getSetCookie())
  if (!response.ok || !signInAnswer.safeParse(answer).success || !cookie)
    throw new Error(`signing ${email} in for the bench failed: ${response.status} ${JSON.stringify(answer)}`)
  return cookie
}
