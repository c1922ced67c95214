import { z } from 'zod'
import { readThrough } from './cache.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import { readRedirectEntries } from './strapi.server.ts'
import { sameSitePath } from '#shared/http/same-site.ts'

/**
 * Redirects editors keep in the CMS (`redirects` collection): applied only to paths the site does
 * not serve, after the code table (docs/decisions/004), so an entry can never hide a live page.
 */
const REDIRECTS_FRESH_MS = 60_000

const sitePath = z.string().transform((raw, context) => {
  const path = sameSitePath(raw)
  if (path === undefined) context.addIssue({ code: 'custom', message: 'Not a path on this site.' })
  return path ?? z.NEVER
})
const redirectSchema = z.object({
  from: z.string().max(500).pipe(sitePath),
  to: z.union([sitePath, z.url({ protocol: /^https$/ })]).pipe(z.string().max(2000)),
  permanent: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
})
export type CmsRedirect = z.infer<typeof redirectSchema>

/** Paths are compared with a trailing slash and without the query, as the site's own URLs are. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? path
  return bare.endsWith('/') ? bare : `${bare}/`
}

/** Keeps the valid entries (an editor's typo is logged, never a crash) and drops self-loops. */
export function parseRedirects(entries: unknown[]): CmsRedirect[] {
  return entries.flatMap((entry) => {
    const parsed = redirectSchema.safeParse(entry)
    if (!parsed.success) {
      console.warn('[redirects] ignoring an invalid CMS redirect:', JSON.stringify(entry).slice(0, 200))
      return []
    }
    const redirect = { ...parsed.data, from: normalisePath(parsed.data.from) }
    return redirect.to.startsWith('/') && normalisePath(redirect.to) === redirect.from ? [] : [redirect]
  })
}

async function fetchRedirects(): Promise<CmsRedirect[]> {
  return parseRedirects(await readRedirectEntries())
}

export function matchRedirect(
  redirects: CmsRedirect[],
  pathname: string,
  search: string,
): { location: string; status: 307 | 308 } | undefined {
  const wanted = normalisePath(pathname)
  const found = redirects.find((redirect) => redirect.from === wanted)
  if (!found) return undefined
  // The visitor's query string carries over unless the target names its own query or fragment.
  const location = found.to.startsWith('/') && !/[?#]/.test(found.to) ? `${found.to}${search}` : found.to
  return { location, status: found.permanent ? 308 : 307 }
}

/** Where a path the site does not serve goes, per the CMS; undefined when nowhere or unreadable. */
export async function findCmsRedirect(pathname: string, search: string) {
  try {
    const redirects = await readThrough({
      key: 'strapi:redirects',
      freshMs: REDIRECTS_FRESH_MS,
      load: fetchRedirects,
      parse: (value) => z.array(redirectSchema).parse(value),
    })
    return matchRedirect(redirects, pathname, search)
  } catch (error) {
    console.error('[redirects] could not read CMS redirects:', errorText(error))
    return undefined
  }
}
