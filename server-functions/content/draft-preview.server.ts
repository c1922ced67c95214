import { getCookie } from '@tanstack/react-start/server'
import { PREVIEW_COOKIE } from '../http/cookie-names.ts'
import { verifySignedValue } from '../http/signed-value.server.ts'

/** True when the cookie is a draft-preview cookie this site signed (a typed-in one shows nothing). */
export function isDraftPreview(cookieValue: string | undefined): boolean {
  return verifySignedValue(PREVIEW_COOKIE, cookieValue) === 'draft'
}

/** Whether the request being answered is an editor's draft preview (set by /api/preview/). */
export function requestIsDraftPreview(): boolean {
  return isDraftPreview(getCookie(PREVIEW_COOKIE))
}
