// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { ISLAND_LIVE_ATTRIBUTE, PENDING_FRAME_ATTRIBUTE } from '~/components/islands/pending-frame-id.ts'
import { byId, loaderPageHtml, servedHtml } from './fixtures/loader-page.ts'
import { mounted } from './fixtures/fake-islands-entry.ts'
import { startIslandLoader } from './island-loader.ts'

const entry = new URL('./fixtures/fake-islands-entry.ts', import.meta.url).pathname

const frameOf = (root: Document) => root.querySelector(`[${PENDING_FRAME_ATTRIBUTE}]`)
const authIsland = (root: Document) => {
  const element = root.querySelector('[data-island="auth"]')
  if (!(element instanceof HTMLElement)) throw new Error('no auth island')
  return element
}

// Each test gets its own document: a loader's listeners stay on the document it started on.
let doc: Document

function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setTimeout(check, 5))
    check()
  })
}

beforeEach(() => {
  mounted.length = 0
  doc = document.implementation.createHTMLDocument('page')
  doc.body.innerHTML = loaderPageHtml
})

describe('startIslandLoader', () => {
  it('marks the page ready and loads nothing at load', () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    expect(doc.documentElement.getAttribute('data-hydrated')).toBe('true')
    expect(mounted).toEqual([])
  })

  it("shows the modal's frame at the first click, and replays the click once the island is live", async () => {
    startIslandLoader({ entry, preloads: { auth: ['/auth.js'], 'auth:sign-in': ['/sign-in.js'] } }, doc)
    expect(frameOf(doc)).toBeNull()
    byId('sign-in', doc).click()
    // The frame is the modal's form, from its template, opened as a modal (the browser focuses its
    // `autofocus` field: tests/e2e/sign-in-frame.spec.ts).
    const frame = frameOf(doc)
    expect(frame?.parentElement).toBe(authIsland(doc))
    expect(frame?.querySelector('h2')?.textContent).toBe('Welcome back!')
    expect(frame instanceof HTMLDialogElement && frame.open).toBe(true)
    const preloaded = [...doc.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
      link.getAttribute('href'),
    )
    expect(preloaded).toEqual(['/auth.js', '/sign-in.js'])
    await until(() => doc.body.getAttribute('data-modal') === 'sign-in')
    expect(mounted).toEqual(['auth'])
  })

  it('drops the held click when Escape closes the frame before the island is live', async () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    byId('sign-in', doc).click()
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(frameOf(doc)).toBeNull()
    expect(doc.activeElement).toBe(byId('sign-in', doc))
    await until(() => mounted.includes('auth'))
    expect(doc.body.getAttribute('data-modal')).toBeNull()
  })

  it('holds a form sent early from the modal as a click, which the island sends once, in place', async () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    byId('sign-in', doc).click()
    const form = frameOf(doc)?.querySelector('form')
    if (!form) throw new Error('no form in the modal')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    byId('send', doc).dispatchEvent(click)
    // Held: no native post races the island.
    expect(click.defaultPrevented).toBe(true)
    expect(form.getAttribute('aria-busy')).toBe('true')
    await until(() => doc.body.getAttribute('data-sent') === '1')
    expect(form.isConnected).toBe(true)
  })

  it('lets a form outside the islands post as ever', () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    const form = doc.body.appendChild(doc.createElement('form'))
    const submit = new Event('submit', { bubbles: true, cancelable: true })
    form.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(false)
  })

  it('shows a modal the server rendered open (`?auth=sign-in`) as a modal, which Escape closes', () => {
    authIsland(doc).innerHTML = servedHtml
    startIslandLoader({ entry, preloads: {} }, doc)
    const served = frameOf(doc)
    expect(served instanceof HTMLDialogElement && served.open).toBe(true)
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(frameOf(doc)).toBeNull()
  })

  it("leaves the modal it showed to the island once the island is live: Escape is the island's", async () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    byId('sign-in', doc).click()
    const modal = authIsland(doc).querySelector('dialog')
    await until(() => doc.body.getAttribute('data-modal') === 'sign-in')
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    doc.dispatchEvent(escape)
    expect(escape.defaultPrevented).toBe(false)
    expect(modal?.isConnected).toBe(true)
  })

  it('leaves an element a root already holds alone (the visitor root, started by the header)', async () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    byId('sign-in', doc).click()
    const modal = frameOf(doc)
    // The header's code hydrated the auth element, modal and all, before the auth island was mounted.
    modal?.removeAttribute(PENDING_FRAME_ATTRIBUTE)
    authIsland(doc).setAttribute(ISLAND_LIVE_ATTRIBUTE, '')
    doc.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(modal?.isConnected).toBe(true)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    byId('sign-in', doc).dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(authIsland(doc).querySelectorAll('dialog')).toHaveLength(1)
    await until(() => mounted.includes('auth'))
  })

  it('wakes the island with the search shortcut and replays it, with the keys typed meanwhile', async () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    const seen: string[] = []
    const header = doc.querySelector('header')
    if (!header) throw new Error('no header')
    for (const key of ['/', 'p', 'd', 'f']) {
      doc.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    }
    doc.addEventListener('keydown', (event) => seen.push(event.key))
    await until(() => seen.length === 4)
    expect(mounted).toEqual(['header'])
    expect(seen).toEqual(['/', 'p', 'd', 'f'])
  })

  it('drops a held click when the visitor clicks elsewhere before the island is live', async () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    byId('menu', doc).click()
    // A link to a section of the page: the visitor has moved on, the menu must not open over it.
    byId('section-link', doc).click()
    // The replay would run in the same task as the island's mount, before this check.
    await until(() => mounted.includes('header'))
    expect(doc.body.getAttribute('data-menu')).toBeNull()
  })

  it('replays a held click when nothing else happened meanwhile', async () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    byId('menu', doc).click()
    await until(() => doc.body.getAttribute('data-menu') === 'open')
  })

  it('closes a panel it opened early on a click outside it, or a second click on its control', () => {
    startIslandLoader({ entry, preloads: {} }, doc)
    const tools = byId('tools', doc)
    const panel = byId('tools-panel', doc)
    tools.click()
    expect(panel.hidden).toBe(false)
    expect(tools.getAttribute('aria-expanded')).toBe('true')
    // A link inside the panel keeps it.
    byId('tools-link', doc).click()
    expect(panel.hidden).toBe(false)
    tools.click()
    expect(panel.hidden).toBe(true)
    expect(tools.getAttribute('aria-expanded')).toBe('false')
    tools.click()
    expect(panel.hidden).toBe(false)
    byId('section-link', doc).click()
    expect(panel.hidden).toBe(true)
  })
})
