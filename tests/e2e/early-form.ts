import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, holdRequests, test } from './fixtures.ts'

/** A form island of a document page, as its "acts before the code arrives" tests drive it. */
export type EarlyForm = {
  path: string
  island: 'support-form' | 'license-form'
  /** Where the island posts (its action's path). */
  posts: string
  fill: (page: Page) => Promise<void>
  /** The label of a text field that is typed into, then holds the focus and a selection. */
  field: string
  /** What it holds once `fill` has run. */
  typed: string
  send: string
  sent: string
}

/** Resolves once React has taken the island's form over (hydrated: its node carries React's keys). */
function hydrated(page: Page, island: string): Promise<void> {
  return expect
    .poll(() =>
      page
        .locator(`[data-island="${island}"] form`)
        .evaluate((form) => Object.keys(form).some((key) => key.startsWith('__react'))),
    )
    .toBe(true)
}

/** Counts the island's requests to its action, from now on. */
function countPosts(page: Page, path: string): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) count += 1
  })
  return () => count
}

/** An expando on the node (not an attribute): still there only if the island kept the very node. */
const mark = (field: Locator) => field.evaluate((element) => Reflect.set(element, 'markedEarly', true))
const marked = (field: Locator) => field.evaluate((element) => Reflect.get(element, 'markedEarly') === true)

/**
 * The island arrives after the visitor has typed, moved the caret or sent the form: it hydrates the
 * server's form in place, so the same fields keep the values, the focus and the selection, and a
 * form sent early (the loader holds the click) is sent once, by the island, without leaving the page.
 */
export function testEarlyForm(form: EarlyForm): void {
  test(`${form.island}: typed into before its code arrives, the same fields keep values, focus and selection`, async ({
    page,
  }) => {
    const release = await holdRequests(page, new RegExp(`/assets/islands/${form.island}\\.island-`))
    await gotoHydrated(page, form.path)
    await form.fill(page)
    const field = page.getByLabel(form.field, { exact: true })
    await field.focus()
    await field.evaluate((element) => {
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
        element.setSelectionRange(2, 5)
    })
    await mark(field)
    release()
    await hydrated(page, form.island)
    expect(await marked(field)).toBe(true)
    await expect(field).toBeFocused()
    await expect(field).toHaveValue(form.typed)
    expect(
      await field.evaluate((element) =>
        element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
          ? [element.selectionStart, element.selectionEnd]
          : null,
      ),
    ).toEqual([2, 5])
    // Live: typing goes on at the caret.
    await page.keyboard.type('!')
    await expect(field).toHaveValue(`${form.typed.slice(0, 2)}!${form.typed.slice(5)}`)
  })

  test(`${form.island}: sent before its code arrives, it is sent once by the island, on the same page`, async ({
    page,
  }) => {
    const release = await holdRequests(page, new RegExp(`/assets/islands/${form.island}\\.island-`))
    const posts = countPosts(page, form.posts)
    await gotoHydrated(page, form.path)
    await form.fill(page)
    await page.getByRole('button', { name: form.send }).click()
    expect(posts()).toBe(0)
    release()
    await expect(page.getByRole('heading', { name: form.sent })).toBeVisible()
    expect(posts()).toBe(1)
    await expect(page).toHaveURL(new RegExp(`${form.path}$`))
  })
}
