import { expect, gotoHydrated, holdRequests, test, visitorRootLive } from './fixtures.ts'

test('on a document, what is typed right after the first Ctrl+K lands in the search box', async ({
  page,
}) => {
  await gotoHydrated(page, '/privacypolicy/')
  // No pause: the header island and the search code are still on their way as the keys arrive.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('merge')
  const input = page.getByRole('combobox', { name: 'Search' })
  await expect(input).toHaveValue('merge')
  await expect(input).toBeFocused()
  await expect(page.getByRole('option').first()).toContainText('Merge')
  // Typing goes on in the box itself.
  await page.keyboard.type(' pdf')
  await expect(input).toHaveValue('merge pdf')
})

test('on a document, Escape before the modal is live cancels it', async ({ page }) => {
  const release = await holdRequests(page, /\/assets\/islands\/auth\.island-/)
  await gotoHydrated(page, '/privacypolicy/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign In' })
  await trigger.click()
  // The server's render of the modal, shown by the loader while the island's code is held.
  const modal = page.getByRole('dialog', { name: 'Welcome back!' })
  await expect(modal.getByLabel('Email')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(trigger).toBeFocused()
  const live = visitorRootLive(page)
  release()
  await live
  // The island is live and the cancelled click was not replayed: no modal.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(trigger).toBeFocused()
  await trigger.click()
  await expect(page.getByRole('dialog', { name: 'Welcome back!' }).getByLabel('Email')).toBeVisible()
})

test("on a document, the sign-in modal's code is fetched in one round, not one chunk after another", async ({
  page,
}) => {
  // While the island's own chunk is held, the modal's chunks (which it imports on demand) are
  // already asked for: the loader knows the whole list.
  const release = await holdRequests(page, /\/assets\/islands\/auth\.island-/)
  await gotoHydrated(page, '/privacypolicy/')
  const panelRequested = page.waitForRequest(/\/assets\/islands\/sign-in-panel-/)
  const dialogRequested = page.waitForRequest(/\/assets\/islands\/auth-dialog-/)
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await Promise.all([panelRequested, dialogRequested])
  release()
  await expect(page.getByRole('dialog', { name: 'Welcome back!' }).getByLabel('Email')).toBeVisible()
})

test('on a document, a second failed chunk within ten seconds says so and offers a reload', async ({
  page,
}) => {
  // A new build replaced the old chunks: every island chunk now answers 404.
  await page.route(/\/assets\/islands\/auth\.island-/, (route) => route.fulfill({ status: 404 }))
  await gotoHydrated(page, '/privacypolicy/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Sign In' })
  // The first failure reloads the page once.
  const reloaded = page.waitForEvent('load')
  await trigger.click()
  await reloaded
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await trigger.click()
  const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(alert).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The offered reload works once the chunks are back.
  await page.unroute(/\/assets\/islands\/auth\.island-/)
  const again = page.waitForEvent('load')
  await alert.getByRole('button', { name: 'Reload the page' }).click()
  await again
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await trigger.click()
  await expect(page.getByRole('dialog', { name: 'Welcome back!' }).getByLabel('Email')).toBeVisible()
})
