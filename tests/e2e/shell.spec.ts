import { WHOOPS_TEXT } from '../../app/components/shell/error-page.tsx'
import { expect, expectAccessible, test } from './fixtures.ts'

test('home renders the header, the API tools mega-menu and the footer from mock content', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'pdfRest' }).first()).toBeVisible()
  await expect(header.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Get Started' })).toBeVisible()

  const footer = page.getByRole('contentinfo')
  for (const heading of ['API Tools', 'Learning', 'Products', 'Developers']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy/')
  await expectAccessible(page)
})

test('the mega-menu opens on hover and lists tools with Pro badges', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'API Tools' }).hover()
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: /Convert/ }).first()).toBeVisible()
  await expect(menu.getByText('Pro').first()).toBeVisible()
  await expectAccessible(page)
})

test('the mega-menu is keyboard operable', async ({ page }) => {
  await page.goto('/')
  const trigger = page.getByRole('banner').getByRole('button', { name: 'API Tools' })
  await trigger.focus()
  await page.keyboard.press('Enter')
  const firstBucket = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Convert/ }).first()
  await expect(firstBucket).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(firstBucket).toBeHidden()
  await expect(trigger).toBeFocused()
})

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText(WHOOPS_TEXT)).toBeVisible()
  await expect(page.getByText('Page not found: /no-such-page/')).toBeVisible()
  await page.getByRole('link', { name: 'Take me home' }).click()
  await expect(page).toHaveURL('/')
  await expectAccessible(page)
})

test('the build route reports the running build and is never cached', async ({ request }) => {
  const response = await request.get('/api/build/')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  const body: unknown = await response.json()
  expect(body).toEqual({ id: expect.any(String) })
})
