import { chromiumFlags } from '../../scripts/chromium-flags.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

// Lighthouse's CLS (0 on every page in `npm run bench`) caught this one: a streamed page grows past
// the viewport after its first paint, its scrollbar appears, and everything centred moves sideways.
// Checked here without timing: the content sits at the same x with and without a scrollbar.
test('pages keep their horizontal position whether or not a scrollbar shows (no sideways shift)', async ({
  playwright,
  baseURL,
}) => {
  // Playwright hides scrollbars by default, which would hide the problem.
  const browser = await playwright.chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  })
  try {
    for (const path of ['/pricing/', '/apitools/compress-pdf/']) {
      const positions: number[] = []
      for (const height of [700, 9000]) {
        const context = await browser.newContext({ viewport: { width: 1350, height }, baseURL })
        const page = await context.newPage()
        await gotoHydrated(page, path)
        const layout = await page.evaluate(() => ({
          scrolls: document.documentElement.scrollHeight > innerHeight,
          x: document.querySelector('header > div')?.getBoundingClientRect().x ?? -1,
        }))
        // One viewport scrolls and the other does not, or the comparison proves nothing.
        expect(layout.scrolls, `${path} at ${height}px`).toBe(height === 700)
        positions.push(layout.x)
        await context.close()
      }
      expect(positions[0], path).toBe(positions[1])
    }
  } finally {
    await browser.close()
  }
})
