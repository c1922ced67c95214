import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { secretMatches } from '../http/secrets.server.ts'

export const PREVIEW_COOKIE = 'pdfrest_preview'
export const PREVIEW_MAX_AGE_SECONDS = 60 * 60

const previewQuerySchema = z.object({
  secret: z.string().min(1),
  // Relative paths only: the preview route must never become an open redirect.
  url: z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .default('/'),
  status: z.enum(['draft', 'published']).default('draft'),
})

function cookie(value: string, maxAge: number, secure: boolean) {
  return `${PREVIEW_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`
}

/** GET /api/preview/?secret=&url=&status= : a short-lived preview cookie, then the page. */
export function enterPreview(request: Request): Response {
  const url = new URL(request.url)
  const parsed = previewQuerySchema.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success)
    return Response.json({ error: 'A secret and a relative url are required.' }, { status: 400 })
  if (!secretMatches(parsed.data.secret, serverEnv().previewSecret)) {
    return Response.json({ error: 'Invalid preview secret.' }, { status: 401 })
  }
  const secure = url.protocol === 'https:'
  const headers = new Headers({ location: parsed.data.url, 'Cache-Control': 'private, no-store' })
  headers.append(
    'set-cookie',
    cookie(parsed.data.status === 'draft' ? 'draft' : 'published', PREVIEW_MAX_AGE_SECONDS, secure),
  )
  return new Response(null, { status: 307, headers })
}

/** GET /api/exit-preview/?url= : clears the cookie and returns to the (relative) page. */
export function exitPreview(request: Request): Response {
  const url = new URL(request.url)
  const target = z
    .string()
    .regex(/^\/(?!\/)[^\s\\]*$/)
    .catch('/')
    .parse(url.searchParams.get('url') ?? '/')
  const headers = new Headers({ location: target, 'Cache-Control': 'private, no-store' })
  headers.append('set-cookie', cookie('', 0, url.protocol === 'https:'))
  return new Response(null, { status: 307, headers })
}

/** True when the request carries a draft-preview cookie. */
export function isDraftPreview(cookieValue: string | undefined): boolean {
  return cookieValue === 'draft'
}
