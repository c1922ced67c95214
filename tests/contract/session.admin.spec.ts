import { type Page, expect, test } from '@playwright/test'
import { z } from 'zod'
import { cms } from './strapi-admin.ts'

/**
 * An editor is warned before their admin session ends and can stay signed in. The contract Strapi
 * ends a "Remember me" session after ADMIN_REMEMBERED_IDLE_SECONDS without a refresh and warns
 * ADMIN_SESSION_WARNING_SECONDS before (playwright.contract.config.ts), so the notice shows a few
 * seconds after signing in; the other specs sign in without "Remember me" and keep Strapi's times.
 */
const sessionEndSchema = z.object({
  data: z.object({ endsAt: z.iso.datetime(), extensible: z.boolean(), warningSeconds: z.number() }),
})

async function sessionEnd(page: Page) {
  const response = await page.request.get(`${cms}/admin/session-end`)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  return Date.parse(sessionEndSchema.parse(await response.json()).data.endsAt)
}

test('an idle editor is warned before the session ends, and staying signed in renews it', async ({
  page,
}) => {
  // Nobody signed in: no time is told.
  expect((await page.request.get(`${cms}/admin/session-end`)).status()).toBe(401)
  await page.goto(`${cms}/admin/auth/login`)
  await page.getByLabel('Email').fill('marketer@example.com')
  await page.getByLabel('Password').fill('Demo-pass-1!')
  await page.getByRole('checkbox', { name: 'Remember me' }).check()
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible()
  const firstEnd = await sessionEnd(page)

  const notice = page.getByRole('alert').filter({ hasText: /You’ll be signed out at \d\d:\d\d/ })
  await expect(notice).toContainText('Anything you haven’t saved would be lost')
  const stay = notice.getByRole('button', { name: 'Stay signed in' })
  const renewed = page.waitForResponse((response) => response.url().endsWith('/admin/access-token'))
  await stay.click()
  expect((await renewed).ok()).toBe(true)
  await expect(notice).toBeHidden()
  const secondEnd = await sessionEnd(page)
  expect(secondEnd).toBeGreaterThan(firstEnd)

  // Working in the admin while the notice shows renews the session too.
  await expect(notice).toBeVisible()
  const renewedByWork = page.waitForResponse((response) => response.url().endsWith('/admin/access-token'))
  await page.keyboard.press('Tab')
  expect((await renewedByWork).ok()).toBe(true)
  await expect(notice).toBeHidden()
  expect(await sessionEnd(page)).toBeGreaterThan(secondEnd)
})
