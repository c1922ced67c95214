/**
 * The island loader's decisions, as small pure functions over the DOM it is given: which island an
 * event wakes, what a first click does before the island is live, which chunks to preload, whether a
 * visit wakes the header at once, and what a failed chunk does. island-loader.ts wires them to events.
 */

/** The chunks fetched on intent: the island's own, plus a modal's when the control opens one. */
export function preloadKeys(island: string, opens: string | null): string[] {
  return opens ? [island, `${island}:${opens}`] : [island]
}

/** The modal a control opens (`data-opens` on it or an ancestor), if any. */
export function opensModal(target: Element): string | null {
  return target.closest('[data-opens]')?.getAttribute('data-opens') ?? null
}

/**
 * The not-yet-live island an event's target belongs to: its `data-island` ancestor, or the island a
 * `data-island-trigger` ancestor names (the header's Sign In button wakes the auth island). An element
 * marked `data-island-live` is live though the loader did not mount it (the visitor root's).
 */
export function islandFor(target: Element, isLive: (name: string) => boolean): Element | null {
  let element = target.closest('[data-island],[data-island-trigger]')
  const trigger = element?.getAttribute('data-island-trigger')
  if (trigger) element = target.ownerDocument.querySelector(`[data-island="${trigger}"]`)
  const name = element?.getAttribute('data-island')
  return element && name && !isLive(name) && !element.hasAttribute('data-island-live') ? element : null
}

/** The child indexes from `root` down to `element`, to find the same control after the island re-renders. */
export function pathTo(root: Element, element: Element): number[] | null {
  const path: number[] = []
  let at: Element | null = element
  while (at && at !== root) {
    const parent: Element | null = at.parentElement
    if (!parent) return null
    path.unshift(Array.prototype.indexOf.call(parent.children, at))
    at = parent
  }
  return at === root ? path : null
}

/** The element at `path` under `root` (pathTo's inverse), if the island still has one there. */
export function elementAt(root: Element, path: number[]): Element | null {
  let at: Element | undefined = root
  for (const index of path) at = at?.children[index]
  return at ?? null
}

/**
 * What a click in a not-yet-live island does. Links and <summary> work without the island (null), as
 * does a click on no control. A control that opens a modal shows it at once (the server's render of
 * the island's own, from its template); a disclosure button whose panel is in the HTML (the mega-menu)
 * opens that panel; any other control loads the island. In every case, the click is held and replayed
 * once the island is live.
 */
export type ClickPlan =
  | { kind: 'frame'; control: HTMLElement; modal: string }
  | { kind: 'disclose'; control: HTMLElement; panel: HTMLElement }
  | { kind: 'load'; control: HTMLElement }

export function clickPlan(island: Element, target: Element): ClickPlan | null {
  const link = target.closest('a[href],summary')
  if (link && island.contains(link)) return null
  const control = target.closest('button,label,input,[role=button]')
  if (!(control instanceof HTMLElement)) return null
  const modal = control.getAttribute('data-opens')
  if (modal) return { kind: 'frame', control, modal }
  const panelId = control.getAttribute('aria-controls')
  const panel = panelId ? target.ownerDocument.getElementById(panelId) : null
  if (panel?.hidden && control.getAttribute('aria-expanded') === 'false') {
    return { kind: 'disclose', control, panel }
  }
  return { kind: 'load', control }
}

/**
 * The header wakes at load (not on intent) for a visitor the non-secret hint cookie says is signed in
 * (any value: `1` or the plan's name, shared/http/signed-in-hint.ts),
 * one who arrives to sign in, and one who follows a mail link (recovery, confirmation, invite).
 */
export function wakesAtLoad(cookie: string, search: string, hash: string, hintCookie: string): boolean {
  return (
    new RegExp(`(?:^|; )${hintCookie}=[^;]`).test(cookie) ||
    new URLSearchParams(search).get('auth') === 'sign-in' ||
    /^#(recovery|confirmation|invite)_token=/.test(hash)
  )
}

/** A failed chunk (a new build replaced the old one) reloads the page once per this window. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000

/** After a failed chunk: reload, unless the last reload was within the window (then the loader says so). */
export function reloadsAfterFailedChunk(now: number, lastReload: number): boolean {
  return now - lastReload > CHUNK_RELOAD_WINDOW_MS
}
