import { randomBytes } from 'node:crypto'
import { getCookie } from '@tanstack/react-start/server'
import { PREVIEW_COOKIE } from '#shared/http/cookie-names.ts'
import { signValue, verifySignedValue } from '../http/signed-value.server.ts'
import { sharedStore } from '../store/store.server.ts'

export const PREVIEW_MAX_AGE_SECONDS = 60 * 60

/** A preview grant: which content it shows, its own id (to revoke it) and when it ends. */
type PreviewGrant = { status: 'draft' | 'published'; id: string; expiresAt: number }

const revocationKey = (id: string) => `preview:${id}`

/** A new grant, signed: `status.id.expiry.mac`. Each editor's entry gets its own id. */
export function signPreviewGrant(status: PreviewGrant['status'], now = Date.now()): string {
  const id = randomBytes(12).toString('base64url')
  const expiresAt = Math.floor(now / 1000) + PREVIEW_MAX_AGE_SECONDS
  return signValue(PREVIEW_COOKIE, `${status}.${id}.${expiresAt}`)
}

/** The grant a cookie carries if the site signed it and it has not expired; revocation aside. */
export function readPreviewGrant(
  cookieValue: string | undefined,
  now = Date.now(),
): PreviewGrant | undefined {
  const match = /^(draft|published)\.([\w-]{16})\.(\d{1,12})$/.exec(
    verifySignedValue(PREVIEW_COOKIE, cookieValue) ?? '',
  )
  if (!match?.[1] || !match[2] || !match[3]) return undefined
  const status = match[1] === 'draft' ? 'draft' : 'published'
  const expiresAt = Number(match[3])
  return expiresAt * 1000 > now ? { status, id: match[2], expiresAt } : undefined
}

/** Ends a grant on every instance, for as long as its cookie could still be presented. */
export async function revokePreviewGrant(grant: PreviewGrant, now = Date.now()): Promise<void> {
  await sharedStore().revoke(revocationKey(grant.id), now, Math.max(1, grant.expiresAt * 1000 - now))
}

/** True when the cookie is a live draft-preview grant this site signed (a typed-in one shows nothing). */
export async function isDraftPreview(cookieValue: string | undefined): Promise<boolean> {
  const grant = readPreviewGrant(cookieValue)
  if (grant?.status !== 'draft') return false
  const [revoked] = await sharedStore().revocations([revocationKey(grant.id)])
  return revoked === undefined
}

/** Whether the request being answered is an editor's draft preview (set by /api/preview/). */
export function requestIsDraftPreview(): Promise<boolean> {
  return isDraftPreview(getCookie(PREVIEW_COOKIE))
}
