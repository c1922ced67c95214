// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CHUNK_RELOAD_WINDOW_MS,
  clickPlan,
  elementAt,
  islandFor,
  opensModal,
  pathTo,
  preloadKeys,
  reloadsAfterFailedChunk,
  wakesAtLoad,
} from './loader-decisions.ts'
import { byId } from './fixtures/loader-page.ts'

beforeEach(() => {
  document.body.innerHTML = `
    <header data-island="header">
      <nav>
        <a id="home" href="/">Home</a>
        <button id="products" type="button" aria-controls="products-panel" aria-expanded="false">Products</button>
        <div id="products-panel" hidden><span id="panel-text">API tools</span></div>
        <button id="search" type="button">Search</button>
        <span id="plain">text</span>
      </nav>
      <button id="sign-in" type="button" data-island-trigger="auth" data-opens="sign-in"><span id="sign-in-label">Sign In</span></button>
    </header>
    <div data-island="auth"></div>`
})

describe('preloadKeys', () => {
  it("fetches the island's chunks, plus a modal's when the control opens one", () => {
    expect(preloadKeys('header', null)).toEqual(['header'])
    expect(preloadKeys('auth', 'sign-in')).toEqual(['auth', 'auth:sign-in'])
  })
})

describe('opensModal', () => {
  it('reads data-opens on the control or an ancestor', () => {
    expect(opensModal(byId('sign-in-label'))).toBe('sign-in')
    expect(opensModal(byId('search'))).toBeNull()
  })
})

describe('islandFor', () => {
  it('finds the island an element is in, while it is not live', () => {
    expect(islandFor(byId('search'), () => false)?.getAttribute('data-island')).toBe('header')
    expect(islandFor(byId('search'), (name) => name === 'header')).toBeNull()
  })

  it('sends a trigger to the island it names', () => {
    expect(islandFor(byId('sign-in-label'), () => false)?.getAttribute('data-island')).toBe('auth')
  })

  it('finds nothing outside islands', () => {
    expect(islandFor(document.body, () => false)).toBeNull()
  })
})

describe('pathTo and elementAt', () => {
  it('find the same control again after the island re-renders its markup', () => {
    const header = byId('search').closest('header')
    if (!header) throw new Error('no header')
    const path = pathTo(header, byId('search'))
    expect(path).toEqual([0, 3])
    header.innerHTML = header.innerHTML.replace('id="search"', 'id="search-live"')
    expect(elementAt(header, path ?? [])?.id).toBe('search-live')
  })

  it('give no path to an element outside the root, and nothing for a path that is gone', () => {
    const header = byId('search').closest('header')
    if (!header) throw new Error('no header')
    expect(pathTo(header, document.body)).toBeNull()
    expect(elementAt(header, [9, 9])).toBeNull()
  })
})

describe('clickPlan', () => {
  const header = () => byId('home').closest('header') ?? document.body

  it('lets links work without the island, and ignores clicks on no control', () => {
    expect(clickPlan(header(), byId('home'))).toBeNull()
    expect(clickPlan(header(), byId('plain'))).toBeNull()
  })

  it("shows a modal's frame for a control that opens one", () => {
    const plan = clickPlan(byId('sign-in'), byId('sign-in-label'))
    expect(plan).toMatchObject({ kind: 'frame', modal: 'sign-in', control: byId('sign-in') })
  })

  it('opens a closed disclosure whose panel is in the HTML', () => {
    expect(clickPlan(header(), byId('products'))).toMatchObject({
      kind: 'disclose',
      panel: byId('products-panel'),
    })
    byId('products').setAttribute('aria-expanded', 'true')
    expect(clickPlan(header(), byId('products'))).toMatchObject({ kind: 'load' })
  })

  it('loads the island for any other control', () => {
    expect(clickPlan(header(), byId('search'))).toMatchObject({ kind: 'load', control: byId('search') })
  })
})

describe('wakesAtLoad', () => {
  const hint = 'pdfrest_signed_in'

  it('wakes for a visitor the hint cookie says is signed in', () => {
    expect(wakesAtLoad('a=b; pdfrest_signed_in=1', '', '', hint)).toBe(true)
    expect(wakesAtLoad('pdfrest_signed_in=Premium; a=b', '', '', hint)).toBe(true)
    expect(wakesAtLoad('pdfrest_signed_in=; a=b', '', '', hint)).toBe(false)
    expect(wakesAtLoad('not_pdfrest_signed_in=1', '', '', hint)).toBe(false)
  })

  it('wakes for one who arrives to sign in, or with a mail link', () => {
    expect(wakesAtLoad('', '?x=1&auth=sign-in', '', hint)).toBe(true)
    expect(wakesAtLoad('', '', '#recovery_token=abc', hint)).toBe(true)
    expect(wakesAtLoad('', '', '#invite_token=abc', hint)).toBe(true)
  })

  it('stays asleep for everyone else', () => {
    expect(wakesAtLoad('', '?q=sign-in', '#access_token=x', hint)).toBe(false)
  })
})

describe('reloadsAfterFailedChunk', () => {
  it('reloads once per window, then gives notice', () => {
    expect(reloadsAfterFailedChunk(100_000, 0)).toBe(true)
    expect(reloadsAfterFailedChunk(100_000, 100_000 - CHUNK_RELOAD_WINDOW_MS + 1)).toBe(false)
    expect(reloadsAfterFailedChunk(100_000, 100_000 - CHUNK_RELOAD_WINDOW_MS - 1)).toBe(true)
  })
})
