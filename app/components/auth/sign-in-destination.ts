import { ACCOUNT_PATH } from '#domain/navigation/app-routes.ts'
import { sameSitePath } from '#shared/http/same-site.ts'

/**
 * Pages of the sign-up and recovery flows: links from mails and the provider's return address. Signing in
 * there means "let me in", so it goes to the account; anywhere else the visitor stays where they were.
 */
const flowPaths = ['/passwordreset/', '/auth/callback/']

/** Only same-site paths: an open redirect through `?next=` must not be possible. */
export function safeNext(value: string | null | undefined): string {
  return sameSitePath(value) ?? ACCOUNT_PATH
}

/**
 * Where a sign-in lands: the target its opener asked for (the account guard, the API lab), else the page
 * the visitor opened the dialog on, unless that page belongs to the sign-up flow.
 */
export function signInDestination(here: { pathname: string; href: string }, target?: string): string {
  if (target !== undefined) return safeNext(target)
  if (flowPaths.some((path) => here.pathname === path || here.pathname === path.slice(0, -1))) {
    return ACCOUNT_PATH
  }
  return safeNext(here.href)
}
