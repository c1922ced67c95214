import { request as httpRequest } from 'node:http'
import { mkdir, writeFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { z } from 'zod'
import { startBuiltServer } from './built-server.ts'
import { chromiumFlags } from './chromium-flags.ts'

/**
 * `npm run bench:scale` (docs/decisions/064): the built site on the mocked stack at MOCK_SCALE 1, 10
 * and 100 (`npm run build` first). Per size: a cold render (content and page caches emptied) and a
 * warm one (content cached, page cache passed by) of each list, hub, post, the sitemap and
 * /llms-full.txt; the bytes each upstream sent for the cold render; search's first query (gzip bytes,
 * and time to the first result in chromium at 4x CPU); the caches' sizes and the server's memory after
 * crawling every address of the sitemap. Writes bench/scale-results.md and bench/scale.svg.
 */
const port = Number(process.env.BENCH_PORT ?? 4460)
const scales = (process.env.SCALES ?? '1,10,100').split(',').map(Number)
const origin = `http://127.0.0.1:${port}`
const WARM_RUNS = 3
/** Cold renders a page is timed over (median), on a machine others load (COLD_RUNS). */
const COLD_RUNS = Number(process.env.COLD_RUNS ?? 3)
/** Addresses crawled before memory is read, spread evenly over the sitemap (a full crawl at 100x is ~30 min here). */
const CRAWL_LIMIT = Number(process.env.CRAWL_LIMIT ?? 300)
/** A cookie that makes the page cache pass the request by, so every warm request renders. */
const renderEveryTime = { cookie: 'pdfrest_session=bench-scale' }

// A list's or hub's first render after a content change builds its title index (decision 088); the
// cold renders after it find that index in the shared store, as a new process would.
const pages = [
  { name: 'tutorials list, index build', path: '/learning/tutorials/', kind: 'list' },
  { name: 'tutorials list', path: '/learning/tutorials/', kind: 'list' },
  { name: 'tutorials list p.2', path: '/learning/tutorials/?page=2', kind: 'list' },
  { name: 'solutions list', path: '/learning/solutions/', kind: 'list' },
  { name: 'learning home', path: '/learning/', kind: 'list' },
  { name: 'hub, index build', path: '/learning/redaction/', kind: 'hub' },
  { name: 'hub', path: '/learning/redaction/', kind: 'hub' },
  { name: 'post', path: '/learning/tutorials/how-to-redact-pdfs-with-python/', kind: 'post' },
  { name: 'sitemap index', path: '/sitemap.xml', kind: 'sitemap' },
  { name: 'sitemap learning-1', path: '/sitemaps/learning-1.xml', kind: 'sitemap' },
  { name: 'llms-full.txt', path: '/llms-full.txt', kind: 'text' },
] as const

type Row = {
  name: string
  kind: string
  coldMs: number
  warmMs: number
  upstream: Record<string, { bytes: number; reads: number }>
}
type SizeResult = {
  scale: number
  rows: Row[]
  search: { gzipBytes: number; rawBytes: number; firstResultMs: number }
  crawl: { addresses: number; of: number; ms: number }
  health: unknown
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

async function timed(path: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${origin}${path}`, { headers })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  return performance.now() - started
}

async function reset() {
  const response = await fetch(`${origin}/api/mocks/reset/`, { method: 'POST', headers: { origin } })
  if (!response.ok) throw new Error(`reset answered ${response.status}`)
  // The reset rebuilds every mocked post (5,000 at 100x): its garbage is collected now, not during
  // the cold render timed next (decision 097), which no production render pays.
  await (await fetch(`${origin}/api/health/?gc`)).arrayBuffer()
}

const countsSchema = z.record(z.string(), z.number())

/** Bytes and requests each mocked service answered since the last reset. */
async function upstream(): Promise<Record<string, { bytes: number; reads: number }>> {
  const bytes = countsSchema.parse(await (await fetch(`${origin}/api/mocks/hits/?bytes`)).json())
  const reads = countsSchema.parse(await (await fetch(`${origin}/api/mocks/hits/`)).json())
  return Object.fromEntries(
    Object.entries(bytes).map(([service, value]) => [service, { bytes: value, reads: reads[service] ?? 0 }]),
  )
}

/** The bytes on the wire of a gzip answer (fetch would decompress them). */
function gzipBytes(path: string): Promise<{ gzip: number; ms: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let gzip = 0
      response.on('data', (chunk: Buffer) => (gzip += chunk.length))
      response.on('end', () => resolve({ gzip, ms: performance.now() - started }))
    })
    req.on('error', reject)
    req.end()
  })
}

async function firstResultAt4xCpu(): Promise<number> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags })
  try {
    const page = await browser.newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await page.getByRole('button', { name: 'Search' }).waitFor()
    await page.keyboard.press('Control+k')
    const input = page.getByRole('combobox', { name: 'Search' })
    await input.waitFor()
    // Timed in the page, from the input event to the first option's frame: what the visitor waits
    // for, without the driver's own round trips (decision 088).
    await page.evaluate(() => {
      const shown = new Promise<number>((resolve) => {
        let typedAt = 0
        document.addEventListener('input', () => (typedAt ||= performance.now()), true)
        new MutationObserver((_, observer) => {
          if (!typedAt || !document.querySelector('[role=option]')) return
          observer.disconnect()
          requestAnimationFrame(() => resolve(performance.now() - typedAt))
        }).observe(document.body, { childList: true, subtree: true })
      })
      Reflect.set(window, 'benchFirstOption', shown)
    })
    // Not the query measured above: its answer is cached on the server now.
    await input.fill('convert')
    return Number(await page.evaluate(() => Reflect.get(window, 'benchFirstOption')))
  } finally {
    await browser.close()
  }
}

async function crawl(): Promise<{ addresses: number; of: number; ms: number }> {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text()
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
  const all: string[] = []
  for (const file of files) {
    const text = await (await fetch(file)).text()
    all.push(...[...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''))
  }
  const step = Math.max(1, Math.ceil(all.length / CRAWL_LIMIT))
  const addresses = all.filter((_, at) => at % step === 0)
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < addresses.length) {
        const address = addresses[next++] ?? ''
        await (await fetch(address)).arrayBuffer()
      }
    }),
  )
  return { addresses: addresses.length, of: all.length, ms: performance.now() - started }
}

async function measure(scale: number): Promise<SizeResult> {
  const server = await startBuiltServer(port, ['--expose-gc'], { MOCK_SCALE: String(scale) })
  try {
    const rows: Row[] = []
    for (const page of pages) {
      await reset()
      const cold = [await timed(page.path)]
      const bytes = await upstream()
      // An index build happens once per content version; any other cold render can be repeated.
      for (let run = 1; run < (page.name.endsWith('index build') ? 1 : COLD_RUNS); run += 1) {
        await reset()
        cold.push(await timed(page.path))
      }
      const coldMs = median(cold)
      const warm: number[] = []
      for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await timed(page.path, renderEveryTime))
      rows.push({ name: page.name, kind: page.kind, coldMs, warmMs: median(warm), upstream: bytes })
    }
    await reset()
    const cold = await gzipBytes('/api/search/?q=compress')
    const raw = (await (await fetch(`${origin}/api/search/?q=compress`)).arrayBuffer()).byteLength
    const firstResultMs = await firstResultAt4xCpu()
    const crawled = await crawl()
    const health: unknown = await (await fetch(`${origin}/api/health/?gc`)).json()
    return {
      scale,
      rows,
      search: { gzipBytes: cold.gzip, rawBytes: raw, firstResultMs },
      crawl: crawled,
      health,
    }
  } finally {
    // The next size's server takes the same port: this one must be gone first.
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill()
    await exited
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`

function table(results: SizeResult[]): string {
  const header = `| page | ${results.map((r) => `${r.scale}x cold / warm`).join(' | ')} | ${results.map((r) => `${r.scale}x upstream (cold)`).join(' | ')} |`
  const rule = `|---|${results.map(() => '---').join('|')}|${results.map(() => '---').join('|')}|`
  const lines = pages.map((page) => {
    const cells = results.map((result) => {
      const row = result.rows.find((candidate) => candidate.name === page.name)
      return row ? `${ms(row.coldMs)} / ${ms(row.warmMs)}` : '-'
    })
    const bytes = results.map((result) => {
      const row = result.rows.find((candidate) => candidate.name === page.name)
      const entries = Object.entries(row?.upstream ?? {})
      return entries.length
        ? entries.map(([service, value]) => `${service} ${kb(value.bytes)} (${value.reads})`).join(', ')
        : '0'
    })
    return `| ${page.name} | ${cells.join(' | ')} | ${bytes.join(' | ')} |`
  })
  return [header, rule, ...lines].join('\n')
}

function plot(results: SizeResult[]): string {
  const width = 640
  const height = 320
  const pad = 48
  const series = pages.filter((page) => page.kind === 'list' || page.kind === 'hub' || page.kind === 'post')
  const max = Math.max(1, ...results.flatMap((result) => result.rows.map((row) => row.coldMs)))
  const x = (at: number) => pad + (at * (width - 2 * pad)) / Math.max(1, results.length - 1)
  const y = (value: number) => height - pad - (value * (height - 2 * pad)) / max
  const colours = ['#2563eb', '#16a34a', '#dc2626', '#9333ea', '#ea580c', '#0891b2']
  const lines = series.map((page, index) => {
    const points = results
      .map((result, at) => `${x(at)},${y(result.rows.find((row) => row.name === page.name)?.coldMs ?? 0)}`)
      .join(' ')
    const colour = colours[index % colours.length] ?? '#000'
    return `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points}"/><text x="${width - pad + 4}" y="${pad + index * 14}" font-size="10" fill="${colour}">${page.name}</text>`
  })
  const ticks = results.map(
    (result, at) =>
      `<text x="${x(at)}" y="${height - pad + 16}" font-size="11" text-anchor="middle">${result.scale}x</text>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 120}" height="${height}" font-family="sans-serif">
<text x="${pad}" y="20" font-size="13">Cold render (ms) against content size (MOCK_SCALE)</text>
<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#999"/>
<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${height - pad}" stroke="#999"/>
<text x="${pad - 6}" y="${pad}" font-size="10" text-anchor="end">${Math.round(max)}</text>
<text x="${pad - 6}" y="${height - pad}" font-size="10" text-anchor="end">0</text>
${ticks.join('\n')}
${lines.join('\n')}
</svg>
`
}

const results: SizeResult[] = []
for (const scale of scales) {
  console.log(`[bench:scale] MOCK_SCALE=${scale}…`)
  results.push(await measure(scale))
}
const searchLines = results.map(
  (result) =>
    `| ${result.scale}x | ${kb(result.search.gzipBytes)} | ${kb(result.search.rawBytes)} | ${ms(result.search.firstResultMs)} |`,
)
const crawlLines = results.map(
  (result) =>
    `| ${result.scale}x | ${result.crawl.addresses} of ${result.crawl.of} | ${ms(result.crawl.ms)} | \`${JSON.stringify(result.health)}\` |`,
)
const report = `# Scale bench (npm run bench:scale)

Built site on the mocked stack, one run per size on a shared 2-core machine: read the shape (how cost
grows with the library), not the last millisecond. Cold: content and page caches emptied, mocks reset
(the shared store keeps the title indexes of the unchanged content: "index build" rows are the first
render after a content change, which builds them; other cold times are the median of ${COLD_RUNS});
warm: content cached, page cache passed by (median of ${WARM_RUNS}). Upstream: bytes the mocked services
sent for the cold render (and their requests, in brackets; \`/api/mocks/hits/?requests\` lists them).

${table(results)}

## Search's first query (\`/api/search/?q=compress\`)

| size | transferred (gzip) | raw | first result at 4x CPU (palette typing "convert", not asked before: input event to the first option's frame) |
|---|---|---|---|
${searchLines.join('\n')}

## Memory and caches after a crawl (at most ${CRAWL_LIMIT} addresses spread over the sitemap; CRAWL_LIMIT)

| size | addresses | crawl | /api/health/ after a collection |
|---|---|---|---|
${crawlLines.join('\n')}

![cold render against content size](scale.svg)
`
await mkdir('bench', { recursive: true })
await writeFile('bench/scale-results.md', report)
await writeFile('bench/scale.svg', plot(results))
console.log(report)
