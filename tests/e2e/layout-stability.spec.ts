import { devices } from '@playwright/test'
import { chromiumFlags } from '../../scripts/chromium-flags.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

// The pages the Lighthouse budget names (CLS 0), at its desktop and mobile sizes.
const paths = ['/', '/pricing/', '/apitools/', '/apitools/compress-pdf/', '/learning/']
const screens = [
  { name: 'desktop', options: { viewport: { width: 1350, height: 940 } } },
  { name: 'mobile', options: devices['Pixel 7'] },
]

test('the main pages never shift while they load and hydrate (CLS 0), with real scrollbars', async ({
  playwright,
  baseURL,
}) => {
  // Playwright hides scrollbars by default; a scrollbar appearing mid-load is a classic shift.
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  })
  try {
    for (const screen of screens) {
      for (const path of paths) {
        const context = await browser.newContext({ ...screen.options, baseURL })
        const page = await context.newPage()
        await gotoHydrated(page, path)
        await page.waitForLoadState('networkidle')
        const shifts = await page.evaluate(
          () =>
            new Promise<string[]>((resolve) => {
              new PerformanceObserver((list, observer) => {
                observer.disconnect()
                // As CLS counts them: a shift just after user input is expected, not a defect.
                const counted = list.getEntries().filter((entry) => !entry.toJSON().hadRecentInput)
                resolve(counted.map((entry) => JSON.stringify(entry.toJSON())))
              }).observe({ type: 'layout-shift', buffered: true })
              setTimeout(() => resolve([]), 500)
            }),
        )
        expect(shifts, `${screen.name} ${path}`).toEqual([])
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
})
