import { SIGNED_IN_HINT_COOKIE } from '#shared/http/cookie-names.ts'
import { SAMPLE_LANGUAGE_KEY } from '#ui/remembered-choice.ts'
import { CLOSE_KEY, isSearchShortcut, isSearchTextKey } from '#ui/keyboard-shortcuts.ts'
import { COLOR_MODE_STORAGE_KEY } from '~/components/shell/color-mode-key.ts'
import {
  ISLAND_FAILED_ID,
  PENDING_FRAME_ATTRIBUTE,
  pendingFrameTemplateId,
} from '~/components/islands/pending-frame-id.ts'
import type { LoaderConfig } from '~/components/islands/loader-config.ts'
import { onSignedInChange } from '#ui/signed-in-store.ts'
import {
  reloadsAfterFailedChunk,
  clickPlan,
  elementAt,
  islandFor,
  opensModal,
  pathTo,
  preloadKeys,
  wakesAtLoad,
} from './loader-decisions.ts'
import { showRememberedLanguage, showStoredColorMode } from './remembered-choices.ts'

/** A click (replayed on the same control) or a key (replayed where the focus is) held until the island is live. */
type Held =
  | { kind: 'click'; island: Element; path: number[] | null; control: HTMLElement }
  | { kind: 'key'; island: Element; init: KeyboardEventInit }

type IslandsEntry = { mountIsland: (name: string, element: Element) => unknown }

const CHUNK_RELOAD_KEY = 'pdfrest-chunk-reload'

/**
 * The only script a document page runs at load (inline, with the request's nonce; built from this
 * module by vite-plugin.ts). On intent (pointer over or focus in an island's element) it fetches the
 * island's chunks without running them; it runs them on use (a click, a key, its keyboard shortcut,
 * the pointer resting 300 ms) or when the element scrolls into view, never at load, except for the
 * header when wakesAtLoad says so. Until the island is mounted, a click on one of its controls is held
 * and replayed on the same control once it is live, so the first click opens the modal, and a form's
 * submit sent early is sent once, by the island; clickPlan says what shows meanwhile (the modal, the
 * server's render of the island's own, in the island's element, where the island hydrates it; a
 * disclosure's panel), painted before the island's code runs (a long task on a slow phone); Escape
 * closes that modal or panel again, and drops the held
 * click; so does any click outside the frame or panel (the visitor has moved on: a menu must not open
 * over the section they went to). Keys typed after a held search shortcut are held too and replayed after it, for the search
 * box to take. An island marked `data-island-focus` (a form) runs as soon as focus enters it: what is
 * typed meanwhile stays in the server HTML's fields, which the island hydrates in place. An island
 * marked `data-island-signed-in` runs once the page publishes a signed-in visitor. Hover moves over as
 * well, and focus with its caret (keep-focus.ts). A failed chunk reloads the page once per window
 * (afterFailedChunk); a second failure within it says so and offers the reload.
 */
export function startIslandLoader(config: LoaderConfig, doc: Document = document): void {
  const pending = new Map<string, Promise<void>>()
  const live = new Set<string>()
  const warmed = new Set<string>()
  let held: Held[] = []
  let hover: { island: Element; path: number[] | null } | null = null
  // A modal the server rendered open (`?auth=…`) is the loader's to close too, until the island is live.
  const served = doc.querySelector(`[${PENDING_FRAME_ATTRIBUTE}]`)
  // Its state leaves the address at once (a reload or a shared link shows the page); the modal keeps
  // where a sign-in goes (its return_to), and the island opens on it (visitor-root.tsx).
  if (served) history.replaceState(history.state, '', location.pathname + location.hash)
  // Open in the HTML (non-modal, which showModal() refuses), it becomes the browser's modal.
  if (served instanceof HTMLDialogElement) {
    served.removeAttribute('open')
    served.showModal()
  }
  let frame: { element: Element; by: HTMLElement | null } | null = served && { element: served, by: null }
  let opened: { control: HTMLElement; panel: HTMLElement; island: Element } | null = null
  let dwell: ReturnType<typeof setTimeout> | undefined
  const nonce = doc.currentScript?.nonce
  const notice = doc.getElementById(ISLAND_FAILED_ID)
  const isLive = (name: string) => live.has(name)
  const nameOf = (island: Element) => island.getAttribute('data-island') ?? ''

  function warm(island: Element, opens: string | null) {
    for (const key of preloadKeys(nameOf(island), opens)) {
      if (warmed.has(key)) continue
      warmed.add(key)
      for (const url of config.preloads[key] ?? []) {
        const link = doc.createElement('link')
        link.rel = 'modulepreload'
        link.href = url
        if (nonce) link.nonce = nonce
        doc.head.append(link)
      }
    }
  }

  /**
   * The modal, from its template (for sign-in, the form itself), opened as a modal dialog in the
   * island's element, where the island hydrates it.
   */
  function showFrame(modal: string, by: HTMLElement, island: Element) {
    const template = doc.getElementById(pendingFrameTemplateId(modal))
    if (!(template instanceof HTMLTemplateElement)) return
    const element = template.content.firstElementChild?.cloneNode(true)
    if (!(element instanceof Element)) return
    island.append(element)
    // A modal of the browser's own: the rest of the page inert, the focus in its `autofocus` field.
    if (element instanceof HTMLDialogElement) element.showModal()
    frame = { element, by }
  }

  function hideFrame() {
    frame?.element.remove()
    frame = null
  }

  function showFailed() {
    if (!notice) return
    notice.hidden = false
    const reload = notice.querySelector('[data-reload]')
    if (reload instanceof HTMLElement) reload.focus()
  }

  let replaying = false

  function replay(island: Element) {
    const mine = held.filter((input) => input.island === island)
    held = held.filter((input) => input.island !== island)
    replaying = true
    for (const input of mine) {
      if (input.kind === 'key') {
        ;(doc.activeElement ?? doc.body).dispatchEvent(new KeyboardEvent('keydown', input.init))
        continue
      }
      const again = input.path ? elementAt(island, input.path) : input.control
      if (again instanceof HTMLElement && again.isConnected) again.click()
      else input.control.click()
    }
    replaying = false
  }

  function mounted(island: Element) {
    live.add(nameOf(island))
    if (opened?.island === island) opened = null
    if (hover?.island === island && hover.path) {
      const over = elementAt(island, hover.path)
      over?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))
    }
    replay(island)
  }

  function failed(island: Element) {
    hideFrame()
    held = held.filter((input) => input.island !== island)
    pending.delete(nameOf(island))
    const lastReload = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0)
    if (!reloadsAfterFailedChunk(Date.now(), lastReload)) return showFailed()
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()))
    location.reload()
  }

  function load(island: Element): Promise<void> {
    const name = nameOf(island)
    const loading =
      pending.get(name) ??
      import(/* @vite-ignore */ config.entry)
        .then((module: IslandsEntry) => module.mountIsland(name, island))
        .then(
          () => mounted(island),
          () => failed(island),
        )
    pending.set(name, loading)
    return loading
  }

  /** Hides the panel the loader opened before its island, and names the control that opened it. */
  function closePanel(): HTMLElement | undefined {
    const control = opened?.control
    if (!opened || !control) return
    opened.panel.hidden = true
    control.setAttribute('aria-expanded', 'false')
    opened = null
    return control
  }

  /**
   * Escape before the island is live closes the panel or frame the loader opened, and drops its click;
   * with neither, it cancels a held search shortcut and what was typed after it. A pointer left over
   * the closed panel's control does not open it again when the island arrives.
   */
  function closeEarly(): boolean {
    let control = closePanel() ?? null
    // Once the island has taken it over (the visitor root drops the mark, even when the header's code
    // started it before the loader mounted this island), the modal is the island's, and so is Escape.
    if (!control && frame?.element.hasAttribute(PENDING_FRAME_ATTRIBUTE)) {
      control = frame.by
      hideFrame()
    } else if (!control) {
      const before = held.length
      held = held.filter((input) => input.kind !== 'key')
      return held.length < before
    }
    hover = null
    held = held.filter((input) => input.kind === 'key' || input.control !== control)
    if (control?.isConnected) control.focus()
    return true
  }

  /**
   * A click outside the frame or panel the loader showed means the visitor has moved on (a link to a
   * section of the page, another control): what they asked for earlier is not done later over what
   * they do now. The held inputs go and the panel closes; true when the click was on its own control
   * (a second click closes it, as it would once live).
   */
  function movedOn(target: Node): boolean {
    if (replaying || frame?.element.contains(target) || opened?.panel.contains(target)) return false
    held = []
    return closePanel()?.contains(target) ?? false
  }

  /** After the frame or panel has painted, so a slow phone shows it before the island's long task. */
  function loadAfterPaint(island: Element) {
    requestAnimationFrame(() => setTimeout(() => load(island), 0))
  }

  /** The element an event happened on, and the not-yet-live island it belongs to. */
  function islandOf(event: Event): [Element, Element] | [null, null] {
    const target = event.target instanceof Element ? event.target : null
    const island = target && islandFor(target, isLive)
    return target && island ? [target, island] : [null, null]
  }

  doc.addEventListener(
    'pointerover',
    (event) => {
      const [target, island] = islandOf(event)
      hover = island?.contains(target) ? { island, path: pathTo(island, target) } : null
      clearTimeout(dwell)
      if (!island) return
      warm(island, opensModal(target))
      dwell = setTimeout(() => load(island), 300)
    },
    true,
  )

  doc.addEventListener(
    'focusin',
    (event) => {
      const [target, island] = islandOf(event)
      if (!island) return
      warm(island, opensModal(target))
      if (island.hasAttribute('data-island-focus')) void load(island)
    },
    true,
  )

  doc.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Node && movedOn(event.target)) {
        event.preventDefault()
        event.stopPropagation()
        return
      }
      const [target, island] = islandOf(event)
      const plan = island && clickPlan(island, target)
      if (!plan) return
      event.preventDefault()
      event.stopPropagation()
      const { control } = plan
      held.push({
        kind: 'click',
        island,
        path: island.contains(control) ? pathTo(island, control) : null,
        control,
      })
      clearTimeout(dwell)
      if (plan.kind === 'frame') {
        warm(island, plan.modal)
        showFrame(plan.modal, control, island)
        loadAfterPaint(island)
      } else if (plan.kind === 'disclose') {
        plan.panel.hidden = false
        control.setAttribute('aria-expanded', 'true')
        opened = { control, panel: plan.panel, island }
        loadAfterPaint(island)
      } else {
        // A form sent early (its button, or Enter in a field, the browser's click on it): it shows as
        // sent, and the island sends it as the click is replayed.
        if (control instanceof HTMLButtonElement && control.type === 'submit')
          control.form?.setAttribute('aria-busy', 'true')
        void load(island)
      }
    },
    true,
  )

  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key === CLOSE_KEY && closeEarly()) {
        event.preventDefault()
        return
      }
      const shortcut = held.find((input) => input.kind === 'key')
      if (shortcut && isSearchTextKey(event)) {
        event.preventDefault()
        held.push({
          kind: 'key',
          island: shortcut.island,
          init: { key: event.key, bubbles: true, cancelable: true },
        })
        return
      }
      if (!isSearchShortcut(event)) return
      const island = doc.querySelector('[data-island-keys]')
      if (!island || live.has(nameOf(island))) return
      event.preventDefault()
      const init = {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        bubbles: true,
        cancelable: true,
      }
      held.push({ kind: 'key', island, init })
      void load(island)
    },
    true,
  )

  if ('IntersectionObserver' in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer.unobserve(entry.target)
          void load(entry.target)
        }
      },
      { rootMargin: '200px' },
    )
    for (const island of doc.querySelectorAll('[data-island-visible]')) observer.observe(island)
  }

  if (served || wakesAtLoad(doc.cookie, location.search, location.hash, SIGNED_IN_HINT_COOKIE)) {
    for (const island of doc.querySelectorAll('[data-island-early]')) void load(island)
  }

  notice?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button?.hasAttribute('data-reload')) location.reload()
    else if (button) notice.hidden = true
  })

  onSignedInChange((signedIn) => {
    if (!signedIn) return
    for (const island of doc.querySelectorAll('[data-island-signed-in]')) void load(island)
  })

  showRememberedLanguage(doc, SAMPLE_LANGUAGE_KEY)
  showStoredColorMode(doc, COLOR_MODE_STORAGE_KEY)
  doc.documentElement.setAttribute('data-hydrated', 'true')
}
