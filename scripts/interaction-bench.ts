import { type Browser, chromium, type Page } from '@playwright/test'
import { chromiumFlags } from './chromium-flags.ts'
import { watchScriptSizes } from './script-sizes.ts'
import { stopOnExit } from './stop-on-exit.ts'

/**
 * What a visitor's first interaction with a document page costs, with the CPU slowed 4× (Chrome
 * DevTools Protocol), `runs` fresh page loads each: the JavaScript at load and after opening the
 * sign-in modal (gzip), the time from the first click on Sign In to the first frame showing the
 * dialog and to the first frame whose email field takes keystrokes, and from Enter on the focused API Tools button to the first
 * frame showing its panel.
 */
export type InteractionFigures = {
  path: string
  scriptsAtLoadGzip: number
  scriptsAfterSignInGzip: number
  firstClickMs: number[]
  formReadyMs: number[]
  megaMenuMs: number[]
}

/**
 * Arms the page to time, from the input event's own timestamp (so queueing counts) to the first
 * animation frame in which `selector` is visible: what the visitor sees, whatever runs afterwards.
 * `name` keeps several timers of one event apart.
 */
async function armTimer(page: Page, eventType: 'click' | 'keydown', selector: string, name = 'shown') {
  await page.evaluate(
    ([type, visibleSelector, timer]) => {
      const timing = new Promise<number>((resolve) => {
        document.addEventListener(
          type,
          (event) => {
            const started = event.timeStamp
            const check = () => {
              const shown = [...document.querySelectorAll(visibleSelector)].some((element) =>
                element.checkVisibility(),
              )
              if (shown) resolve(performance.now() - started)
              else requestAnimationFrame(check)
            }
            requestAnimationFrame(check)
          },
          { capture: true, once: true },
        )
      })
      Reflect.set(window, `__benchTiming_${timer}`, timing)
    },
    [eventType, selector, name] as const,
  )
}

const readTimer = (page: Page, name = 'shown') =>
  page.evaluate(
    async (timer) => Math.round(Number(await Reflect.get(window, `__benchTiming_${timer}`))),
    name,
  )

/** A sign-in form's email field that takes keystrokes: in the modal, enabled, not read-only. */
const TYPEABLE_EMAIL =
  '[role="dialog"] input[type="email"]:not(:disabled):not([readonly]), dialog[open] input[type="email"]:not(:disabled):not([readonly])'

async function slowPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/** One page of `browser` at 4x CPU, given to `measure` and closed (with its context) however `measure` ends. */
async function withSlowPage<T>(browser: Browser, measure: (page: Page) => Promise<T>): Promise<T> {
  const page = await slowPage(browser)
  try {
    return await measure(page)
  } finally {
    await page.context().close()
  }
}

export async function measureFirstInteraction(origin: string, path: string, runs: number) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags })
  const forget = stopOnExit(() => browser.close())
  const figures: InteractionFigures = {
    path,
    scriptsAtLoadGzip: 0,
    scriptsAfterSignInGzip: 0,
    firstClickMs: [],
    formReadyMs: [],
    megaMenuMs: [],
  }
  try {
    for (let run = 0; run < runs; run++) {
      await withSlowPage(browser, async (page) => {
        const scripts = watchScriptSizes(page)
        await page.goto(`${origin}${path}`, { waitUntil: 'load' })
        scripts.loaded()
        const button = page.getByRole('banner').getByRole('button', { name: 'Sign In' })
        await button.waitFor()
        await armTimer(page, 'click', '[role="dialog"], dialog[open]')
        await armTimer(page, 'click', TYPEABLE_EMAIL, 'typeable')
        await button.click()
        const dialog = page.getByRole('dialog', { name: 'Welcome back!' })
        await dialog.getByLabel('Email').waitFor()
        figures.formReadyMs.push(await readTimer(page, 'typeable'))
        figures.firstClickMs.push(await readTimer(page))
        await page.waitForLoadState('networkidle')
        const sizes = await scripts.stop()
        figures.scriptsAtLoadGzip = sizes.atLoadGzip
        figures.scriptsAfterSignInGzip = sizes.atLoadGzip + sizes.afterGzip
      })

      await withSlowPage(browser, async (menuPage) => {
        await menuPage.goto(`${origin}${path}`, { waitUntil: 'load' })
        const trigger = menuPage.getByRole('banner').getByRole('button', { name: 'API Tools' })
        await trigger.focus()
        await armTimer(menuPage, 'keydown', 'nav[aria-label="Main"] a[href^="/apitools/"]')
        await menuPage.keyboard.press('Enter')
        await menuPage
          .getByRole('navigation', { name: 'Main' })
          .locator('a[href^="/apitools/"]')
          .first()
          .waitFor()
        figures.megaMenuMs.push(await readTimer(menuPage))
      })
    }
  } finally {
    await browser.close()
    forget()
  }
  return figures
}

/**
 * The scripts (gzip) a reference page fetches when focus enters its try-it form, the intent that
 * wakes that island (docs/decisions/090), and what it fetched at load before (0 for a document).
 */
export async function measureTryItOnIntent(
  origin: string,
  path: string,
): Promise<{ atLoadGzip: number; onIntentGzip: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags })
  const forget = stopOnExit(() => browser.close())
  try {
    return await withSlowPage(browser, async (page) => {
      const scripts = watchScriptSizes(page)
      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      scripts.loaded()
      await page
        .locator('[data-island="try-it"] :is(select, textarea, input:not([type=hidden]))')
        .first()
        .focus()
      await page.waitForLoadState('networkidle')
      const sizes = await scripts.stop()
      return { atLoadGzip: sizes.atLoadGzip, onIntentGzip: sizes.afterGzip }
    })
  } finally {
    await browser.close()
    forget()
  }
}
