import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { PREVIEW_COOKIE, requestCookie } from '#shared/http/cookie-names.ts'
import {
  PREVIEW_MAX_AGE_SECONDS,
  readPreviewGrant,
  revokePreviewGrant,
  signPreviewGrant,
} from './draft-preview.server.ts'
import { redirectResponse } from '../http/redirect-location.server.ts'
import { sameSitePath } from '#shared/http/same-site.ts'
import { secretMatches } from '../http/secrets.server.ts'
import { readActionBody } from '../identity/auth-api.server.ts'
import { isFormPost } from '../identity/form-post.server.ts'
import { siteIsHttps, siteOrigin } from '../http/site-origin.server.ts'

const previewQuerySchema = z.object({
  secret: z.string().min(1),
  // Paths on this site only: the preview route must never become an open redirect.
  url: z
    .string()
    .max(2000)
    .default('/')
    .transform((raw, context) => {
      const path = sameSitePath(raw, siteOrigin())
      if (path === undefined) context.addIssue({ code: 'custom', message: 'Not a path on this site.' })
      return path ?? z.NEVER
    }),
  status: z.enum(['draft', 'published']).default('draft'),
})

function cookie(value: string, maxAge: number) {
  return `${PREVIEW_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${siteIsHttps() ? '; Secure' : ''}`
}

function granted(data: PreviewQuery, request: Request, status: 303 | 307): Response {
  return redirectResponse(status, data.url, request.url, {
    'Cache-Control': 'private, no-store',
    'set-cookie': cookie(signPreviewGrant(data.status), PREVIEW_MAX_AGE_SECONDS),
  })
}

type PreviewQuery = z.infer<typeof previewQuerySchema>

/** GET /api/preview/?secret=&url=&status= : a short-lived preview cookie, then the page (Strapi's preview). */
export function enterPreview(request: Request): Response {
  const url = new URL(request.url)
  const parsed = previewQuerySchema.safeParse(Object.fromEntries(url.searchParams))
  if (!parsed.success)
    return Response.json({ error: 'A secret and a relative url are required.' }, { status: 400 })
  if (!secretMatches(parsed.data.secret, serverEnv().previewSecret)) {
    return Response.json({ error: 'Invalid preview secret.' }, { status: 401 })
  }
  return granted(parsed.data, request, 307)
}

/** The page a refused secret goes back to: the same page, saying so (`?preview=refused`). */
function refusedPath(path: string): string {
  const target = new URL(path, siteOrigin())
  target.searchParams.set('preview', 'refused')
  return `${target.pathname}${target.search}`
}

/**
 * POST /api/preview/ from the draft page's form (secret, url): the secret travels in the body, so
 * it never lands in an address, the browser's history or a log line; then the page (303), or the
 * page again saying the secret was not right.
 */
export async function enterPreviewByForm(request: Request): Promise<Response> {
  if (!isFormPost(request)) {
    return Response.json({ error: 'Send the preview form as a form post.' }, { status: 415 })
  }
  const body = await readActionBody(request)
  if (!body.ok)
    return 'refused' in body ? body.refused : Response.json({ error: body.message }, { status: body.status })
  const parsed = previewQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(body.text)))
  if (!parsed.success)
    return Response.json({ error: 'A secret and a relative url are required.' }, { status: 400 })
  if (!secretMatches(parsed.data.secret, serverEnv().previewSecret)) {
    return redirectResponse(303, refusedPath(parsed.data.url), request.url, {
      'Cache-Control': 'private, no-store',
    })
  }
  return granted(parsed.data, request, 303)
}

/**
 * GET /api/exit-preview/?url= : revokes the grant on every instance (a copy of the cookie shows no
 * more drafts), clears the cookie and returns to the page (home for anything else).
 */
export async function exitPreview(request: Request): Promise<Response> {
  const grant = readPreviewGrant(requestCookie(request, PREVIEW_COOKIE))
  if (grant) await revokePreviewGrant(grant)
  const raw = new URL(request.url).searchParams.get('url') ?? '/'
  return redirectResponse(307, sameSitePath(raw, siteOrigin()) ?? '/', request.url, {
    'Cache-Control': 'private, no-store',
    'set-cookie': cookie('', 0),
  })
}
