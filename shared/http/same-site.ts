/** Stands in for the site when no origin is given: only a path can resolve onto it. */
const NO_ORIGIN = 'http://same-site.invalid'

/** Longer than any address the site links to; a longer one is refused before it is parsed. */
export const MAX_SAME_SITE_BYTES = 2048

/**
 * The one rule for an address a visitor or an editor hands the site to send a browser to (`next`,
 * `return_to`, a preview's `url`, an editor's redirect): it is resolved against the site's origin
 * exactly as a browser resolves a Location (tabs and line breaks dropped, `\` read as `/`, `.` and
 * `..` segments and their encoded spellings applied), and kept only if the result is on that origin
 * and its path cannot be read as another host (`//host`). The answer is a path, as percent-encoded
 * ASCII; undefined when the address leaves the site or cannot be read. Without `origin`, only a path
 * can pass; with it, a full URL naming that origin passes too.
 */
export function sameSitePath(raw: string | null | undefined, origin?: string): string | undefined {
  if (!raw || raw.length > MAX_SAME_SITE_BYTES) return undefined
  // A relative reference (`pricing/`) would mean something else on every page: a path or a URL only.
  if (!raw.startsWith('/') && !(origin && /^https?:\/\//i.test(raw))) return undefined
  const base = origin ?? NO_ORIGIN
  const url = URL.parse(raw, base)
  if (!url || url.origin !== new URL(base).origin || url.username || url.password) return undefined
  const path = `${url.pathname}${url.search}${url.hash}`
  // `/.//evil.example/` resolves to the path `//evil.example/`: written as a Location, another host.
  return path.startsWith('//') ? undefined : path
}
