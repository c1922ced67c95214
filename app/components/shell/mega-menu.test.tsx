// @vitest-environment happy-dom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { globalRecordSchema } from '#shared/content/global.schema.ts'
import { globalRecord } from '#mocks/fixtures/global.ts'
import { MegaMenu } from './mega-menu.tsx'
import { RouterNavigation } from '#ui/router-navigation.tsx'

// The CMS mock's global record, parsed as the site reads it.
const { api_tool_buckets: buckets, nav } = globalRecordSchema.parse(globalRecord)
const toolCount = buckets.reduce((sum, bucket) => sum + bucket.api_tools.length, 0)

const OPEN_DELAY_MS = 150
const CLOSE_DELAY_MS = 300

/** Holds the open item the way the header does: a state and its setter. */
function Harness() {
  const [value, setValue] = useState('')
  return <MegaMenu buckets={buckets} nav={nav} value={value} onValueChange={setValue} />
}

/** MegaMenu's links navigate through the site navigation (AppLink), so it renders inside a router. */
async function renderMenu() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <RouterNavigation>
          <Harness />
        </RouterNavigation>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
  await screen.findByRole('navigation', { name: 'Main' })
  // Fake timers only once the router has rendered: the hover delays are the timers under test.
  vi.useFakeTimers()
}

const trigger = (name: string) => screen.getByRole('button', { name })

function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!panel) throw new Error(`no panel for ${button.textContent}`)
  return panel
}

function itemOf(button: HTMLElement): HTMLElement {
  const item = button.closest('li')
  if (!item) throw new Error(`no item for ${button.textContent}`)
  return item
}

const expanded = (name: string) => trigger(name).getAttribute('aria-expanded')

const openTriggers = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent)

const hover = (element: HTMLElement, pointerType = 'mouse') =>
  fireEvent.pointerEnter(element, { pointerType })
const unhover = (element: HTMLElement, pointerType = 'mouse') =>
  fireEvent.pointerLeave(element, { pointerType })
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(renderMenu)

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('MegaMenu', () => {
  it('is closed by default: collapsed buttons, hidden empty panels, plain links for the rest', () => {
    const dropdowns = ['API Tools', 'Products', 'Learning']
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(dropdowns)
    for (const name of dropdowns) {
      const button = trigger(name)
      expect(button.getAttribute('aria-expanded')).toBe('false')
      expect(button.getAttribute('data-state')).toBe('closed')
      const panel = panelOf(button)
      expect(panel.hidden).toBe(true)
      expect(panel.querySelectorAll('a')).toHaveLength(0)
    }
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toEqual([
      ['Pricing', '/pricing/'],
      ['API Lab', '/apilab/'],
      ['Docs', '/documentation/'],
    ])
  })

  it('opens API Tools on click with bucket links, tool links by rank and Pro badges; a second click closes', () => {
    const button = trigger('API Tools')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.getAttribute('data-state')).toBe('open')
    const panel = panelOf(button)
    expect(panel.hidden).toBe(false)

    const links = within(panel).getAllByRole('link')
    expect(links).toHaveLength(buckets.length + toolCount)
    for (const bucket of buckets) {
      expect(within(panel).getByRole('link', { name: bucket.name }).getAttribute('href')).toBe(
        `/apitools/#${bucket.name}`,
      )
    }
    const hrefs = links.map((link) => link.getAttribute('href'))
    // Convert's tools in ascending rank, whatever the fixture's array order.
    expect(hrefs.slice(0, 4)).toEqual([
      '/apitools/#Convert',
      '/apitools/convert-to-pdf/',
      '/apitools/pdf-to-word/',
      '/apitools/pdf-to-images/',
    ])
    const markdown = within(panel).getByRole('link', { name: /PDF to Markdown/ })
    expect(markdown.getAttribute('href')).toBe('/apitools/convert-to-markdown/')
    expect(within(markdown).getByText('Pro')).toBeTruthy()
    expect(within(within(panel).getByRole('link', { name: 'PDF to Word' })).queryByText('Pro')).toBeNull()

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panel.hidden).toBe(true)
    expect(panel.querySelectorAll('a')).toHaveLength(0)
  })

  it('closes on Escape inside the open panel and gives focus back to its button', () => {
    const button = trigger('Products')
    fireEvent.click(button)
    const link = within(panelOf(button)).getByRole('link', { name: /Cloud API/ })
    link.focus()
    expect(document.activeElement).toBe(link)
    fireEvent.keyDown(link, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(panelOf(button).querySelectorAll('a')).toHaveLength(0)
    expect(document.activeElement).toBe(button)
  })

  it('closes on a pointerdown outside and stays open on one inside', () => {
    const button = trigger('API Tools')
    fireEvent.click(button)
    fireEvent.pointerDown(within(panelOf(button)).getByRole('link', { name: 'PDF to Word' }))
    expect(button.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerDown(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')

    fireEvent.pointerDown(screen.getByRole('link', { name: 'Pricing' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(button)
    fireEvent.pointerDown(document.body)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes when focus leaves the item, not when it moves within it', () => {
    const button = trigger('Learning')
    fireEvent.click(button)
    const inside = within(panelOf(button)).getByRole('link', { name: /Tutorials/ })
    fireEvent.blur(button, { relatedTarget: inside })
    expect(button.getAttribute('aria-expanded')).toBe('true')

    fireEvent.blur(inside, { relatedTarget: screen.getByRole('link', { name: 'Pricing' }) })
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens on mouse hover only after the open delay and closes after the close delay on leave', () => {
    const item = itemOf(trigger('API Tools'))
    hover(item)
    expect(expanded('API Tools')).toBe('false')
    advance(OPEN_DELAY_MS - 1)
    expect(expanded('API Tools')).toBe('false')
    advance(1)
    expect(expanded('API Tools')).toBe('true')

    unhover(item)
    advance(CLOSE_DELAY_MS - 1)
    expect(expanded('API Tools')).toBe('true')
    advance(1)
    expect(expanded('API Tools')).toBe('false')
  })

  it('keeps the panel open when the mouse slips out and back within the close delay', () => {
    const item = itemOf(trigger('API Tools'))
    hover(item)
    advance(OPEN_DELAY_MS)
    unhover(item)
    advance(CLOSE_DELAY_MS - 50)
    hover(item)
    act(() => vi.runAllTimers())
    expect(expanded('API Tools')).toBe('true')
  })

  it('a mouse click on a panel the hover opened keeps it open; the next click closes it', () => {
    const button = trigger('API Tools')
    hover(itemOf(button))
    advance(OPEN_DELAY_MS)
    fireEvent.click(button, { detail: 1 })
    expect(expanded('API Tools')).toBe('true')
    fireEvent.click(button, { detail: 1 })
    expect(expanded('API Tools')).toBe('false')
  })

  it('a click-opened panel the mouse leaves and re-enters still closes on one click', () => {
    const button = trigger('API Tools')
    fireEvent.click(button, { detail: 1 })
    unhover(itemOf(button))
    advance(CLOSE_DELAY_MS - 100)
    hover(itemOf(button))
    act(() => vi.runAllTimers())
    expect(expanded('API Tools')).toBe('true')
    fireEvent.click(button, { detail: 1 })
    expect(expanded('API Tools')).toBe('false')
  })

  it('the mouse leaving does not close a panel that holds the keyboard focus', () => {
    const button = trigger('API Tools')
    hover(itemOf(button))
    advance(OPEN_DELAY_MS)
    const link = within(panelOf(button)).getAllByRole('link')[0]
    if (!link) throw new Error('no link in the panel')
    act(() => link.focus())
    unhover(itemOf(button))
    act(() => vi.runAllTimers())
    expect(expanded('API Tools')).toBe('true')
    expect(document.activeElement).toBe(link)
  })

  it('does not open on a touch or pen pointerenter, nor on a mouse that passes by', () => {
    const item = itemOf(trigger('Products'))
    hover(item, 'touch')
    advance(1000)
    expect(expanded('Products')).toBe('false')
    hover(item, 'pen')
    advance(1000)
    expect(expanded('Products')).toBe('false')

    hover(item)
    advance(OPEN_DELAY_MS - 50)
    unhover(item)
    advance(1000)
    expect(expanded('Products')).toBe('false')
  })

  it('moving from one open item to another leaves the second open: the first close timer does not close it', () => {
    const first = itemOf(trigger('API Tools'))
    const second = itemOf(trigger('Products'))
    hover(first)
    advance(OPEN_DELAY_MS)
    expect(openTriggers()).toEqual(['API Tools'])

    unhover(first)
    hover(second)
    advance(OPEN_DELAY_MS)
    expect(openTriggers()).toEqual(['Products'])
    act(() => vi.runAllTimers())
    expect(openTriggers()).toEqual(['Products'])
    expect(panelOf(trigger('API Tools')).hidden).toBe(true)
    expect(within(panelOf(trigger('Products'))).getAllByRole('link')).toHaveLength(5)
  })

  it('opening one item closes the other', () => {
    fireEvent.click(trigger('API Tools'))
    expect(openTriggers()).toEqual(['API Tools'])
    fireEvent.click(trigger('Learning'))
    expect(openTriggers()).toEqual(['Learning'])
    expect(panelOf(trigger('API Tools')).hidden).toBe(true)
    fireEvent.click(trigger('Products'))
    expect(openTriggers()).toEqual(['Products'])
    fireEvent.click(trigger('Products'))
    expect(openTriggers()).toEqual([])
  })
})
