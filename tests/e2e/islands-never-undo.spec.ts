import type { Page } from '@playwright/test'
import { CHANGE_EVENT } from '#ui/signed-in-store.ts'
import { expect, gotoHydrated, holdRequests, signIn, test } from './fixtures.ts'

/**
 * What a visitor does before an island's code arrives stays done once it is live: each test holds
 * one island's chunk, acts as a visitor would meanwhile, lets the chunk go, waits until the island
 * is live and finds what the visitor did intact (the choice, the values, the focus, what is open).
 */

const chunk = (island: string) => new RegExp(`/assets/islands/${island}\\.island-`)

/**
 * Holds an island's chunk; the returned function lets it go and resolves once the island has
 * mounted. A plain-DOM island marks nothing as it mounts, so this waits for the chunk's module to
 * have run (the loader's import of it settles then, and mounts at once) and a frame after it.
 */
async function holdIsland(page: Page, island: string): Promise<() => Promise<void>> {
  const requested = page.waitForRequest(chunk(island))
  const release = await holdRequests(page, chunk(island))
  return async () => {
    const href = (await requested).url()
    release()
    await page.evaluate(
      (href) =>
        import(href).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))),
      href,
    )
  }
}

/**
 * Holds the header's chunk; the returned function lets it go and resolves once the header is live:
 * its visitor root has published the visitor and a frame has run since (the loader has replayed any
 * click it held by then). The listener is in place before the chunk goes, so it cannot miss it.
 */
async function holdHeader(page: Page): Promise<() => Promise<void>> {
  const release = await holdRequests(page, chunk('header'))
  return async () => {
    await page.evaluate((event) => {
      const root = document.documentElement
      window.addEventListener(
        event,
        () => requestAnimationFrame(() => root.setAttribute('data-test-live', '')),
        {
          once: true,
        },
      )
    }, CHANGE_EVENT)
    release()
    await expect(page.locator('html')).toHaveAttribute('data-test-live', '')
  }
}

test.describe('header', () => {
  test('the mega-menu opened before the header is live stays open, its button focused', async ({ page }) => {
    const release = await holdHeader(page)
    await gotoHydrated(page, '/privacypolicy/')
    const trigger = page.getByRole('banner').getByRole('button', { name: 'API Tools' })
    await trigger.click()
    const menu = page.getByRole('navigation', { name: 'Main' })
    await expect(menu.getByRole('link', { name: /Convert/ }).first()).toBeVisible()
    await release()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(menu.getByRole('link', { name: /Convert/ }).first()).toBeVisible()
    await expect(trigger).toBeFocused()
  })

  test('the mega-menu opened and closed from the keyboard before the header is live stays closed', async ({
    page,
  }) => {
    const release = await holdHeader(page)
    await gotoHydrated(page, '/privacypolicy/')
    const trigger = page.getByRole('banner').getByRole('button', { name: 'API Tools' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await release()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Convert/ }),
    ).toHaveCount(0)
    await expect(trigger).toBeFocused()
  })

  test('the search opened and typed into before the header is live keeps its words', async ({ page }) => {
    const release = await holdHeader(page)
    await gotoHydrated(page, '/privacypolicy/')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('merge')
    await release()
    const input = page.getByRole('combobox', { name: 'Search' })
    await expect(input).toHaveValue('merge')
    await expect(input).toBeFocused()
    await expect(page.getByRole('dialog', { name: /search/i })).toBeVisible()
  })

  test('the search opened, typed into and cancelled with Escape before the header is live stays closed', async ({
    page,
  }) => {
    const release = await holdHeader(page)
    await gotoHydrated(page, '/privacypolicy/')
    await page.keyboard.press('Control+k')
    await page.keyboard.type('mer')
    await page.keyboard.press('Escape')
    await release()
    await expect(page.getByRole('dialog', { name: /search/i })).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveCount(0)
  })

  test('the mega-menu clicked open and closed with Escape, the pointer still on it, stays closed', async ({
    page,
  }) => {
    const release = await holdHeader(page)
    await gotoHydrated(page, '/privacypolicy/')
    const trigger = page.getByRole('banner').getByRole('button', { name: 'API Tools' })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await release()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })
})

test.describe('color-mode', () => {
  test('the mode picked before the switch is live stays picked, and applies', async ({ page }) => {
    const release = await holdIsland(page, 'color-mode')
    await gotoHydrated(page, '/privacypolicy/')
    const footer = page.getByRole('contentinfo')
    await footer.getByText('Light', { exact: true }).click()
    await release()
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light')
    await expect(footer.getByRole('radio', { name: 'Light' })).toBeChecked()
    await expect(footer.getByRole('radio', { name: 'Dark' })).not.toBeChecked()
  })

  test('the mode picked with the arrow keys before the switch is live stays picked and focused', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'color-mode')
    await gotoHydrated(page, '/privacypolicy/')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('radio', { name: 'Dark' }).focus()
    await page.keyboard.press('ArrowLeft')
    await release()
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light')
    await expect(footer.getByRole('radio', { name: 'Light' })).toBeChecked()
    await expect(footer.getByRole('radio', { name: 'Light' })).toBeFocused()
  })
})

test.describe('code-sample', () => {
  test('the language picked before the samples are live stays picked, here and on the next page', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'code-sample')
    await gotoHydrated(page, '/documentation/compressed-pdf/')
    const sample = page.locator('[data-island="code-sample"]').first()
    const python = sample.getByRole('tab', { name: 'Python' })
    await python.click()
    await release()
    await expect(python).toHaveAttribute('aria-selected', 'true')
    await expect(python).toBeFocused()
    await expect(sample.getByRole('tabpanel')).toHaveCount(1)
    await expect(sample.getByRole('tabpanel', { name: 'Python' })).toBeVisible()
    await gotoHydrated(page, '/documentation/merged-pdf/')
    const next = page.locator('[data-island="code-sample"]').first()
    await expect(next.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true')
    await expect(next.getByRole('tabpanel', { name: 'Python' })).toBeVisible()
  })
})

test.describe('post-copy', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('code selected and scrolled before the copy buttons arrive stays selected and scrolled', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'post-copy')
    await gotoHydrated(page, '/learning/tutorials/how-to-redact-pdfs-with-python/')
    // A block whose lines run past its width on a phone: the reader scrolls it sideways.
    const blocks = page.getByRole('main').locator('pre')
    const wide = await blocks.evaluateAll((all) => all.findIndex((pre) => pre.scrollWidth > pre.clientWidth))
    expect(wide).toBeGreaterThanOrEqual(0)
    const code = blocks.nth(wide)
    await code.scrollIntoViewIfNeeded()
    await code.locator('code').selectText()
    const selected = await page.evaluate(() => getSelection()?.toString() ?? '')
    expect(selected.length).toBeGreaterThan(0)
    const scrolled = await code.evaluate((pre) => {
      pre.scrollLeft = pre.scrollWidth
      return pre.scrollLeft
    })
    expect(scrolled).toBeGreaterThan(0)
    await release()
    await expect(page.getByRole('button', { name: 'Copy code' }).first()).toBeVisible()
    expect(await page.evaluate(() => getSelection()?.toString() ?? '')).toBe(selected)
    expect(await code.evaluate((pre) => pre.scrollLeft)).toBe(scrolled)
  })
})

test.describe('video', () => {
  test('the poster focused before the player code arrives keeps the focus, and plays in place', async ({
    page,
  }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
    )
    const release = await holdIsland(page, 'video')
    await gotoHydrated(page, '/pricing/')
    const poster = page.getByRole('link', { name: 'Play video: pdfRest in two minutes' })
    await poster.scrollIntoViewIfNeeded()
    await poster.focus()
    await release()
    await expect(poster).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('iframe[title="pdfRest in two minutes"]')).toBeFocused()
    expect(page.context().pages()).toHaveLength(1)
  })
})

test.describe('plan-buttons', () => {
  test('the billing cycle picked before the plan buttons are live stays picked', async ({ page }) => {
    const release = await holdIsland(page, 'plan-buttons')
    await gotoHydrated(page, '/pricing/')
    const cycles = page.getByRole('group', { name: 'Billing cycle' })
    await cycles.scrollIntoViewIfNeeded()
    await cycles.getByText('Annual', { exact: true }).click()
    await release()
    await expect(cycles.getByRole('radio', { name: 'Annual' })).toBeChecked()
    await expect(cycles.getByRole('radio', { name: 'Monthly' })).not.toBeChecked()
  })
})

test.describe('sample-key', () => {
  test("a language picked while the customer's key is on its way stays picked as the key arrives", async ({
    page,
  }) => {
    await gotoHydrated(page, '/termsofservice/')
    await expect(await signIn(page, 'premium@example.com')).toBeHidden()
    const release = await holdIsland(page, 'sample-key')
    await gotoHydrated(page, '/documentation/compressed-pdf/')
    const sample = page.locator('[data-island="code-sample"]').first()
    const python = sample.getByRole('tab', { name: 'Python' })
    await python.click()
    await expect(python).toHaveAttribute('aria-selected', 'true')
    await release()
    await expect(page.getByLabel('Show my API key').first()).toBeChecked()
    await expect(sample.getByRole('tabpanel', { name: 'Python' })).not.toContainText('YOUR_API_KEY')
    await expect(python).toHaveAttribute('aria-selected', 'true')
    await expect(python).toBeFocused()
  })
})

test.describe('copy-markdown', () => {
  test('the copy asked for before its code arrives is done once, the button keeping the focus', async ({
    page,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const release = await holdIsland(page, 'copy-markdown')
    await gotoHydrated(page, '/documentation/split-pdf/')
    const button = page.getByRole('button', { name: 'Copy page as Markdown' })
    await button.click()
    await release()
    await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible()
    await expect(button).toBeFocused()
  })
})

test.describe('preview-link', () => {
  test('the link copied before its code arrives is copied, and the address field keeps its text', async ({
    page,
    request,
  }) => {
    const uuid = '7d1e4c2a-9b3f-4a8e-8c6d-2f5a0b9e1d47'
    const saved = await request.post('/api/mocks/content/', {
      data: {
        service: 'ghost',
        post: {
          id: 'islands-preview-e2e',
          uuid,
          title: 'Held Preview Draft',
          slug: 'held-preview-draft',
          html: '<p>Work in progress.</p>',
          status: 'draft',
          tags: [{ id: 't-tutorial', name: 'Tutorial', slug: 'tutorial-post' }],
        },
      },
    })
    expect(saved.status()).toBe(201)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await gotoHydrated(page, `/learning/preview/${uuid}/`)
    await page.getByLabel('Preview secret').fill('dev-preview-secret')
    const release = await holdIsland(page, 'preview-link')
    await page.getByRole('button', { name: 'Show the draft' }).click()
    await expect(page).toHaveURL(new RegExp(`/learning/preview/${uuid}/$`))
    const link = `${new URL(page.url()).origin}/learning/preview/${uuid}/`
    await page.getByRole('button', { name: 'Copy link' }).click()
    await release()
    await expect(page.getByRole('button', { name: 'Copied' })).toBeFocused()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await expect(page.getByLabel('Preview link for other editors')).toHaveValue(link)
  })
})

test.describe('try-it', () => {
  test('what is typed into the form before its code arrives stays, the caret where it was', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'try-it')
    await gotoHydrated(page, '/documentation/compressed-pdf/')
    const form = page.getByRole('form', { name: 'Try Compress PDF' })
    await form.getByLabel('Compression level').selectOption('high')
    const name = form.getByLabel('Output file name')
    await name.fill('smaller')
    await page.keyboard.press('ArrowLeft')
    await release()
    await expect(form.getByLabel('Compression level')).toHaveValue('high')
    await expect(name).toHaveValue('smaller')
    await expect(name).toBeFocused()
    expect(await name.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('smaller'.length - 1)
  })
})
