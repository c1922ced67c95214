import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, signInToAccount, test } from './fixtures.ts'
import { layoutProblems } from './visual-checks.ts'

/**
 * One page of every page route, in both widths and both colour modes: no sideways scrolling, no
 * control on top of another, every image named or marked decorative. A full-page screenshot of each
 * lands in test-results/visual/ for people to look at (Playwright clears test-results/ at the start of
 * a run, so the set is always from the last run).
 */
const pages: { name: string; path: string; signedIn?: boolean }[] = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing/' },
  { name: 'tools', path: '/apitools/' },
  { name: 'tool', path: '/apitools/compress-pdf/' },
  { name: 'product', path: '/products/cloud-api/' },
  { name: 'cms-page', path: '/security/' },
  { name: 'learning', path: '/learning/' },
  { name: 'learning-hub', path: '/learning/redaction/' },
  { name: 'tutorials', path: '/learning/tutorials/' },
  { name: 'tutorial', path: '/learning/tutorials/how-to-redact-pdfs-with-python/' },
  { name: 'solutions', path: '/learning/solutions/' },
  { name: 'solution', path: '/learning/solutions/securing-board-packs-with-watermarks/' },
  { name: 'privacy', path: '/privacypolicy/' },
  { name: 'terms', path: '/termsofservice/' },
  { name: 'dpa', path: '/data-processing-agreement/' },
  { name: 'license-request', path: '/container-license-key-request/' },
  { name: 'docs', path: '/documentation/' },
  { name: 'docs-endpoint', path: '/documentation/compressed-pdf/' },
  { name: 'docs-quickstart', path: '/documentation/quickstart/' },
  { name: 'docs-authentication', path: '/documentation/authentication/' },
  { name: 'docs-errors', path: '/documentation/errors/' },
  { name: 'docs-limits', path: '/documentation/limits/' },
  { name: 'docs-sdks', path: '/documentation/sdks/' },
  { name: 'docs-test-your-integration', path: '/documentation/test-your-integration/' },
  { name: 'changelog', path: '/changelog/' },
  { name: 'changelog-entry', path: '/changelog/pdf-to-postscript/' },
  { name: 'search', path: '/search/?q=compress' },
  { name: 'support', path: '/support/' },
  { name: 'password-reset', path: '/passwordreset/' },
  // A writer's draft preview without the preview cookie: the form that asks for the secret.
  { name: 'draft-preview', path: '/learning/preview/4c2a7e9b-3d1f-4b8a-9e6c-5f0d2b7a1c3e/' },
  { name: 'apilab', path: '/apilab/' },
  { name: 'account', path: '/account/', signedIn: true },
  { name: 'not-found', path: '/no-such-page/' },
]

/** Page routes left out, and why. */
const notVisited: Record<string, string> = {
  '/_blocks/': 'the editors’ block catalogue, only in development and preview',
  '/admin/users/': 'the admin console, covered by admin.spec.ts',
  '/admin/users/$id/': 'the admin console, covered by admin.spec.ts',
  '/auth/callback/': 'a hand-over page that redirects at once',
  '/learning/post/$slug/': 'a redirect from a Ghost post address to its learning page, never a page',
}

const widths = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const
const schemes = ['light', 'dark'] as const

/**
 * The URL pattern of every page route file (app/routes/**.tsx, not the root nor the pathless layouts,
 * `_document` and `_app`, which add no segment), e.g. `/apitools/$slug/`, `/{-$slug}/`.
 */
function pageRoutes(): string[] {
  const root = join(import.meta.dirname, '../../app/routes')
  const pathless = (part: string) => /^_[^_]/.test(part)
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('__root.tsx') && !/^_[^_/]*\.tsx$/.test(file),
  )
  return files.map((file) => {
    const parts = file
      .replace(/\.tsx$/, '')
      .split('/')
      .filter((part) => part !== 'index' && !pathless(part))
      .map((part) => part.replace('[_]', '_'))
    return `/${parts.map((part) => `${part}/`).join('')}`
  })
}

/** The route a path resolves to: a static route before one with a parameter, as the router does. */
function routeOf(path: string, routes: string[]): string | undefined {
  const byParams = [...routes].sort((a, b) => a.split('$').length - b.split('$').length)
  const pattern = (route: string) =>
    route.replace(/\{-\$[a-z]+\}\//g, '(?:[^/]+/)?').replace(/\$[a-z]+/g, '[^/]+')
  return byParams.find((route) => new RegExp(`^${pattern(route)}$`).test(path))
}

test('the visual check visits a page of every page route', () => {
  const routes = pageRoutes()
  const visited = new Set(pages.map((page) => routeOf(page.path.split('?')[0] ?? page.path, routes)))
  const missing = routes.filter((route) => !visited.has(route) && !(route in notVisited))
  expect(missing, 'page routes with no page in the visual check').toEqual([])
})

async function open(page: Page, path: string, signedIn: boolean) {
  if (signedIn) {
    await signInToAccount(page, 'pro@example.com')
    return
  }
  await gotoHydrated(page, path)
}

for (const size of widths) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size })

    for (const { name, path, signedIn = false } of pages) {
      test(`${name} (${path}) is laid out cleanly in light and dark`, async ({ page }) => {
        await open(page, path, signedIn)
        const html = page.locator('html')
        const forced = await html.getAttribute('data-forced-color-mode')
        for (const scheme of schemes) {
          // The mode switch's own effect, without a second page load: the tokens follow this attribute.
          if (forced === null) {
            await html.evaluate((element, mode) => element.setAttribute('data-color-mode', mode), scheme)
            await page.emulateMedia({ colorScheme: scheme })
          }
          // Checked once fonts and the eager images are in, so the layout is the final one.
          await page.waitForFunction(() =>
            document.fonts.ready.then(() =>
              [...document.images].every((image) => image.loading === 'lazy' || image.complete),
            ),
          )
          const problems = await page.evaluate(layoutProblems)
          await page.screenshot({
            path: `test-results/visual/${name}-${size.width}-${scheme}.png`,
            fullPage: true,
          })
          expect.soft(problems.overflow, `${scheme}: wider than the screen`).toEqual([])
          expect.soft(problems.overlaps, `${scheme}: controls on top of each other`).toEqual([])
          expect.soft(problems.images, `${scheme}: images without a name or a decorative mark`).toEqual([])
        }
      })
    }
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const path of ['/container-license-key-request/', '/support/']) {
    test(`the title of ${path} wraps into lines that read as one heading`, async ({ page }) => {
      await gotoHydrated(page, path)
      const title = page.getByRole('heading', { level: 1 })
      const { lineHeight, fontSize, height } = await title.evaluate((element) => {
        const style = getComputedStyle(element)
        return {
          lineHeight: parseFloat(style.lineHeight),
          fontSize: parseFloat(style.fontSize),
          height: element.getBoundingClientRect().height,
        }
      })
      expect(height, 'the title wraps on a phone').toBeGreaterThan(lineHeight * 1.5)
      expect(lineHeight / fontSize).toBeLessThanOrEqual(1.3)
    })
  }

  test('the language tabs of a code sample stay on one row', async ({ page }) => {
    await gotoHydrated(page, '/apitools/compress-pdf/')
    const tabs = page.getByRole('tablist', { name: 'Language' }).first().getByRole('tab')
    await expect(tabs).toHaveCount(6)
    const tops = await tabs.evaluateAll((elements) => elements.map((tab) => tab.getBoundingClientRect().top))
    expect(new Set(tops).size).toBe(1)
    expect((await page.evaluate(layoutProblems)).overflow).toEqual([])
  })
})
