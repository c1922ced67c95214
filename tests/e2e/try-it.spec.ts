import { gzipSync } from 'node:zlib'
import type { Page, Request } from '@playwright/test'
import { makePdf } from '../../mocks/fixtures/tiny-pdf.ts'
import { DEMO_PASSWORD, expect, expectAccessible, gotoHydrated, signInToAccount, test } from './fixtures.ts'

/** The try-it island's budget: its own chunks, fetched only on intent. */
const TRY_IT_BUDGET_GZIP = 40 * 1024
const PAGE = '/documentation/compressed-pdf/'

function collectScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  return scripts
}

const tryIt = (page: Page) => page.getByRole('form', { name: 'Try Compress PDF' })

test('signed in, Compress PDF runs from its reference page with my key and shows the answer', async ({
  page,
}) => {
  await signInToAccount(page, 'premium@example.com')
  await gotoHydrated(page, PAGE)
  const form = tryIt(page)
  await form.getByLabel('Compression level').selectOption('high')
  // Nothing is sent without a file: the lab's words, in the form.
  await form.getByRole('button', { name: 'Send request' }).click()
  await expect(form.getByRole('alert')).toHaveText('Add a file to send.')
  await form.getByLabel('Input file').setInputFiles({
    name: 'sample.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(makePdf([['First page']], 'Try it')),
  })
  await form.getByRole('button', { name: 'Send request' }).click()
  const status = form.locator('[data-try-it-status]')
  await expect(status).toHaveText('200 OK')
  await expect(status).toHaveAttribute('data-outcome', 'success')
  await expect(form.getByRole('heading', { name: 'Response' })).toBeFocused()
  await expect(form.getByLabel('Response body')).toContainText('"outputId"')
  await expect(form.getByRole('link', { name: 'Download compressed-pdf.pdf' })).toHaveAttribute(
    'href',
    /^\/api\/lab\/output\/\?/,
  )
  await expectAccessible(page)
})

test('signed out, try-it offers sign-in and comes back to the same endpoint with the form kept', async ({
  page,
  request,
}) => {
  const scripts = collectScripts(page)
  await gotoHydrated(page, PAGE)
  const atLoad = scripts.length
  const form = tryIt(page)
  await expect(form.getByRole('button', { name: 'Send request' })).toBeHidden()
  // Focus in the form is the intent that brings its island, and only then.
  expect(scripts.filter((script) => /\/try-it\.island-/.test(script))).toEqual([])
  await form.getByLabel('Compression level').focus()
  await form.getByLabel('Compression level').selectOption('high')
  await expect.poll(() => scripts.some((script) => /\/try-it\.island-/.test(script))).toBe(true)
  await expectAccessible(page)
  const islandScripts = scripts
    .slice(atLoad)
    .filter((script) => !/\/islands\.entry-|\/preload-helper-/.test(script))
  let gzipBytes = 0
  for (const script of islandScripts) gzipBytes += gzipSync(await (await request.get(script)).body()).length
  expect(gzipBytes, islandScripts.join(', ')).toBeLessThanOrEqual(TRY_IT_BUDGET_GZIP)

  await form.getByRole('button', { name: 'Sign in to try it' }).click()
  const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
  await dialog.getByLabel('Email').fill('premium@example.com')
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL((url) => url.pathname === PAGE && !url.searchParams.has('auth'))
  await expect(tryIt(page).getByLabel('Compression level')).toHaveValue('high')
  await expect(tryIt(page).getByRole('button', { name: 'Send request' })).toBeVisible()
})

test('values come back from the address only in a render no cache keeps', async ({ request }) => {
  const selected = (html: string) => /<option value="(\w+)" selected=""/.exec(html)?.[1]
  // Anonymous: the page cache keeps one copy for every query it does not read, so it must ignore them.
  expect(selected(await (await request.get(`${PAGE}?compression_level=high`)).text())).toBe('medium')
  // With the sign-in open (never cached), the form is filled again.
  expect(selected(await (await request.get(`${PAGE}?auth=sign-in&compression_level=high`)).text())).toBe(
    'high',
  )
})
