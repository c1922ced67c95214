import { requestCookie, SESSION_COOKIE } from '#shared/http/cookie-names.ts'
import { fetchAccountData } from '../account/account-data.server.ts'
import { hostCookieName } from '../http/site-origin.server.ts'
import { isRevoked } from '../identity/revocation.server.ts'
import { unsealSession } from '../identity/session.server.ts'
import { maxUploadBytes } from '#domain/plans/plan-limits.ts'

// The form's own fields (tool, region, values) and the multipart boundaries around the files.
const FORM_OVERHEAD_BYTES = 1024 * 1024

/** Who is uploading, and how many bytes they may send. */
export type LabUploader = { userId: string; maxBytes: number }

/**
 * Who sends to the lab and how many bytes they may send (their plan's upload limit), known before a
 * byte of the body is read. Null for a caller without a valid, unrevoked session, who is refused unread.
 */
export async function labUploadLimit(request: Request): Promise<LabUploader | null> {
  const session = await unsealSession(requestCookie(request, hostCookieName(SESSION_COOKIE)))
  // A signed-out copy of the cookie is refused here, before the body is read.
  if (!session || (await isRevoked(session))) return null
  const account = await fetchAccountData(session.user.id)
  const plan = account.ok ? (account.data.plan ?? 'Starter') : (session.user.plan ?? 'Starter')
  const override = account.ok ? account.data.maxFileSizeOverride : null
  return { userId: session.user.id, maxBytes: maxUploadBytes(plan, override) + FORM_OVERHEAD_BYTES }
}
