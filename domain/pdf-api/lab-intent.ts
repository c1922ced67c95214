/** A tool's id or CMS slug as the lab's `?tool=` takes it (the lab resolves either, or shows its first). */
export const LAB_TOOL = /^[a-z0-9-]{1,80}$/

/**
 * The API lab tool a visitor came for, read from the page they signed up on: the lab's own
 * `?tool=`, a tool page (`/apitools/{slug}/`) or an endpoint's reference (`/documentation/{id}/`).
 * Read from the address alone: the sign-up form loads no tool catalogue to check it.
 */
export function labToolOf(location: { pathname: string; search: string }): string | null {
  const { pathname } = location
  if (pathname === '/apilab/' || pathname === '/apilab') {
    const wanted = new URLSearchParams(location.search).get('tool')
    return wanted && LAB_TOOL.test(wanted) ? wanted : null
  }
  const page = /^\/(?:apitools|documentation)\/([a-z0-9-]{1,80})\/?$/.exec(pathname)
  return page?.[1] ?? null
}

/** Where a new account lands: the lab's welcome (`?n=s`), on the tool the visitor came for. */
export function labWelcome(tool: string | null | undefined): string {
  return tool && LAB_TOOL.test(tool) ? `/apilab/?n=s&tool=${tool}` : '/apilab/?n=s'
}

/** Where a new account lands, from the page the visitor signed up on. */
export function labAfterSignUp(location: { pathname: string; search: string }): string {
  return labWelcome(labToolOf(location))
}
