import { createServer, type Server } from 'node:http'
import * as chromeLauncher from 'chrome-launcher'
import { chromiumFlags } from './chromium-flags.ts'
import { auditRow, type LighthouseRow } from './lighthouse.ts'
import { medianRun, type Summarised } from './median-run.ts'
import { stopOnExit } from './stop-on-exit.ts'

/**
 * Lighthouse mobile for the bench, each page beside a reference: the same page's own HTML with every
 * script taken out, served through a proxy. This machine's scores move a lot between runs, so what
 * the budget asks is the gap to that reference in the same run (within 0.02 of its score and 30 ms
 * of its TBT), besides the absolute budget (≥ 0.98, TBT ≤ 50 ms, CLS 0).
 */
export const LIGHTHOUSE_BUDGET = { performance: 0.98, tbt: 50, cls: 0, gapScore: 0.02, gapTbt: 30 }

/** Every script that runs (inline, external, module preloads, speculation rules) out; JSON-LD data stays. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}

/** A proxy on `port` that serves `origin`, with the scripts stripped from every HTML page. */
export async function startScriptlessProxy(origin: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      // The visitor's cookie goes along, so a signed-in page's reference is the same person's page.
      const cookie = request.headers.cookie
      const upstream = await fetch(`${origin}${request.url ?? '/'}`, {
        headers: { accept: request.headers.accept ?? '*/*', ...(cookie ? { cookie } : {}) },
        redirect: 'manual',
      })
      const headers = new Headers(upstream.headers)
      // fetch has decoded the body already.
      for (const name of ['content-encoding', 'content-length', 'transfer-encoding']) headers.delete(name)
      const type = headers.get('content-type') ?? ''
      const body = type.includes('text/html')
        ? Buffer.from(stripScripts(await upstream.text()))
        : Buffer.from(await upstream.arrayBuffer())
      headers.set('content-length', String(body.length))
      response.writeHead(upstream.status, Object.fromEntries(headers))
      response.end(body)
    })().catch(() => {
      response.writeHead(502)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

/** A page to measure: its path, how the report names it, and the headers its visitor sends. */
export type LighthouseTarget = { path: string; label: string; headers?: Record<string, string> }

type Pair = {
  page: Summarised<LighthouseRow>
  reference: Summarised<LighthouseRow>
  tbtRange: [number, number]
  jsKb: number[]
}

/** Each page and its reference `runs` times each, alternately (so both see the same machine load). */
async function measure(
  origin: string,
  referenceOrigin: string,
  targets: LighthouseTarget[],
  runs: number,
): Promise<Pair[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumFlags],
  })
  const forget = stopOnExit(() => chrome.kill())
  try {
    const pairs: Pair[] = []
    for (const { path, label, headers } of targets) {
      const page: LighthouseRow[] = []
      const reference: LighthouseRow[] = []
      for (let run = 0; run < runs; run += 1) {
        page.push(await auditRow(`${origin}${path}`, label, chrome.port, 'mobile', headers))
        reference.push(await auditRow(`${referenceOrigin}${path}`, label, chrome.port, 'mobile', headers))
      }
      const tbts = page.map((row) => row.tbt)
      pairs.push({
        page: medianRun(page),
        reference: medianRun(reference),
        tbtRange: [Math.min(...tbts), Math.max(...tbts)],
        jsKb: page.map((row) => row.jsKb),
      })
    }
    return pairs
  } finally {
    chrome.kill()
    forget()
  }
}

const range = (low: number, high: number, digits: number) =>
  low === high ? '' : ` (${low.toFixed(digits)}–${high.toFixed(digits)})`

/** The bench's Lighthouse section, as markdown lines. */
export async function lighthouseSection(
  origin: string,
  referencePort: number,
  targets: LighthouseTarget[],
  runs: number,
): Promise<string[]> {
  const proxy = await startScriptlessProxy(origin, referencePort)
  try {
    const pairs = await measure(origin, `http://127.0.0.1:${referencePort}`, targets, runs)
    const budget = LIGHTHOUSE_BUDGET
    const rows = [
      '## Lighthouse mobile (Debian chromium, headless), beside the page without scripts',
      '',
      `Each page and its reference ${runs} time(s), alternately; the run with the median performance score, the range beside it. ` +
        `Budget: performance ≥ ${budget.performance}, TBT ≤ ${budget.tbt} ms, CLS ${budget.cls}, and within ` +
        `${budget.gapScore} and ${budget.gapTbt} ms of the reference (the same HTML with every script removed).`,
      '',
      '| page | performance | TBT ms | JS KB (transferred) | CLS | LCP ms | a11y | best practices | SEO | no-script performance | no-script TBT ms | verdict | below 1 |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ]
    for (const { page, reference, tbtRange, jsKb } of pairs) {
      const row = page.median
      const ref = reference.median
      const problems = [
        row.performance < budget.performance ? 'score' : '',
        row.tbt > budget.tbt ? 'TBT' : '',
        row.cls > budget.cls ? 'CLS' : '',
        row.performance < ref.performance - budget.gapScore ? 'score gap' : '',
        row.tbt > ref.tbt + budget.gapTbt ? 'TBT gap' : '',
      ].filter(Boolean)
      rows.push(
        `| ${row.path} | ${row.performance.toFixed(2)}${range(page.low, page.high, 2)} | ${Math.round(row.tbt)}${range(tbtRange[0], tbtRange[1], 0)} | ${row.jsKb.toFixed(1)}${range(Math.min(...jsKb), Math.max(...jsKb), 1)} | ${row.cls.toFixed(3)} | ${Math.round(row.lcp)} | ${row.accessibility.toFixed(2)} | ${row.bestPractices.toFixed(2)} | ${row.seo.toFixed(2)} | ${ref.performance.toFixed(2)}${range(reference.low, reference.high, 2)} | ${Math.round(ref.tbt)} | ${problems.length ? `over: ${problems.join(', ')}` : 'ok'} | ${row.failing.join(', ') || '-'} |`,
      )
    }
    return rows
  } finally {
    proxy.close()
  }
}
