import { chromium } from '@playwright/test'
import { chromiumFlags } from './chromium-flags.ts'

/**
 * `node scripts/profile-document.ts <origin> [paths]`: what the first layout of a page costs as a
 * document (every script blocked) at 4× CPU slowdown, from Chromium's own counters (median of 5),
 * and where the HTML's bytes go. For decision 028; loopback only.
 */
const origin = process.argv[2] ?? 'http://127.0.0.1:4501'
const paths = (process.argv[3] ?? '/').split(',')
const RUNS = 5

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0

function htmlBreakdown(html: string) {
  const total = (pattern: RegExp) =>
    [...html.matchAll(pattern)].reduce((sum, match) => sum + match[0].length, 0)
  return {
    bytes: html.length,
    elements: (html.match(/<[a-zA-Z][^>]*>/g) ?? []).length,
    svgBytes: total(/<svg[\s\S]*?<\/svg>/g),
    svgCount: (html.match(/<svg/g) ?? []).length,
    classBytes: total(/ class="[^"]*"/g),
    scriptBytes: total(/<script[\s\S]*?<\/script>/g),
    styleBytes: total(/<style[\s\S]*?<\/style>/g),
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags })
try {
  for (const path of paths) {
    const html = await (await fetch(`${origin}${path}`)).text()
    const metrics: Record<string, number[]> = {}
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const page = await context.newPage()
      await page.route(/\.js(\?|$)/, (route) => route.abort())
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await cdp.send('Performance.enable')
      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
      const { metrics: counters } = await cdp.send('Performance.getMetrics')
      for (const { name, value } of counters) {
        if (
          ['RecalcStyleDuration', 'LayoutDuration', 'ScriptDuration', 'TaskDuration', 'Nodes'].includes(name)
        )
          (metrics[name] ??= []).push(name === 'Nodes' ? value : Math.round(value * 1000))
      }
      await context.close()
    }
    const summary = Object.fromEntries(
      Object.entries(metrics).map(([name, values]) => [name, median(values)]),
    )
    console.log(JSON.stringify({ path, html: htmlBreakdown(html), ms: summary }))
  }
} finally {
  await browser.close()
}
