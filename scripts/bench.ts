import { mkdir, writeFile } from 'node:fs/promises'
import { brotliAsset, gzipAsset } from './asset-compression.ts'
import { bareReferenceSection } from './bench-bare-reference.ts'
import { type LighthouseTarget, lighthouseSection } from './bench-lighthouse.ts'
import { lowerMedian } from './run-spread.ts'
import { BENCH_USER, signedInCookie } from './bench-session.ts'
import { startBuiltServer } from './built-server.ts'
import { measureFirstInteraction, measureTryItOnIntent } from './interaction-bench.ts'
import { stopOnExit } from './stop-on-exit.ts'
import { warmThroughput } from './throughput.ts'

/**
 * `npm run bench`: serves the existing production build (run `npm run build` first) with mocks on,
 * then measures what the budgets speak of and writes bench/results.md. Bounded in time; loopback only.
 */
const port = Number(process.env.BENCH_PORT ?? 4300)
const origin = `http://127.0.0.1:${port}`
const paths = (
  process.env.BENCH_PATHS ?? '/,/pricing/,/apitools/compress-pdf/,/learning/,/api/health/'
).split(',')
const lighthousePaths = (
  process.env.BENCH_LIGHTHOUSE_PATHS ?? '/,/pricing/,/apitools/,/apitools/compress-pdf/,/learning/,/apilab/'
).split(',')
/** Pages measured again signed in as the demo customer `BENCH_USER` (scripts/bench-session.ts). */
const signedInPaths = (process.env.BENCH_SIGNED_IN_PATHS ?? '/account/,/apilab/').split(',').filter(Boolean)
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
/** The scriptless reference proxy's port (scripts/bench-lighthouse.ts). */
const referencePort = Number(process.env.BENCH_REFERENCE_PORT ?? port + 1)
/** The bare Node server that sends the cached `/`'s bytes, the page cache's reference. */
const barePort = Number(process.env.BENCH_BARE_PORT ?? port + 2)
const documentPaths = (process.env.BENCH_DOCUMENT_PATHS ?? '/apitools/,/learning/,/privacypolicy/').split(',')
const interactionRuns = Number(process.env.BENCH_INTERACTION_RUNS ?? 5)
/** A reference page whose try-it island is measured on intent (docs/decisions/090). */
const tryItPath = process.env.BENCH_TRY_IT_PATH ?? '/documentation/compressed-pdf/'
const BUDGET = {
  jsKb: 130,
  documentJsKb: 15,
  signInJsKb: 90,
  tryItJsKb: 40,
  firstClickMs: 150,
  typeableMs: 150,
  ratio: 0.8,
  p99: 50,
  performance: 0.98,
  tbt: 50,
}

/**
 * Size of every script the page loads at first (entry scripts and module preloads): gzip, which the
 * budget is stated in, and brotli, as `scripts/compress-assets.ts` stores it and browsers get it.
 */
async function javascriptOf(
  path: string,
): Promise<{ files: number; gzipBytes: number; brotliBytes: number }> {
  const html = await (await fetch(`${origin}${path}`)).text()
  const urls = new Set<string>()
  for (const match of html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g,
  )) {
    if (match[1]) urls.add(match[1])
  }
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) if (match[1]) urls.add(match[1])
  let gzipBytes = 0
  let brotliBytes = 0
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer())
    gzipBytes += gzipAsset(body).length
    brotliBytes += brotliAsset(body).length
  }
  return { files: urls.size, gzipBytes, brotliBytes }
}

const throughput = (path: string) => warmThroughput(`${origin}${path}`)

const mark = (ok: boolean) => (ok ? 'ok' : 'over budget')

const server = await startBuiltServer(port)
// Stopped however the bench ends (an error, Ctrl+C), not only on the way out of its `finally`.
const forgetServer = stopOnExit(() => server.kill('SIGTERM'))
try {
  const rows: string[] = []
  const js = await javascriptOf('/')
  const jsKb = js.gzipBytes / 1024
  rows.push(
    `JavaScript on /: ${js.files} files, ${jsKb.toFixed(1)} KB gzip (budget ${BUDGET.jsKb} KB: ${mark(jsKb <= BUDGET.jsKb)}); ${(js.brotliBytes / 1024).toFixed(1)} KB brotli as served`,
    '',
    '## Document pages (no router, islands on intent)',
    '',
    `Median (range) of ${interactionRuns} fresh loads at 4x CPU (CDP), timed in the page from the input event to the`,
    'first frame showing it. "Dialog" is the modal visible with its title (the loader\'s frame until the island',
    'renders), "typeable form" its email field visible, enabled and not read-only, "mega-menu" Enter on the focused',
    'API Tools button to its panel of links.',
    '',
    '| page | JS at load (gzip) | JS after opening sign-in (gzip) | first click to dialog | to a typeable form | mega-menu |',
    '| --- | --- | --- | --- | --- | --- |',
  )
  for (const path of documentPaths) {
    const atLoad = await javascriptOf(path)
    const interaction = await measureFirstInteraction(origin, path, interactionRuns)
    const loadKb = atLoad.gzipBytes / 1024
    const signInKb = interaction.scriptsAfterSignInGzip / 1024
    const spread = (values: number[]) => {
      const median = lowerMedian(values)
      return { median, text: `${median} ms (${Math.min(...values)}–${Math.max(...values)})` }
    }
    const click = spread(interaction.firstClickMs)
    const form = spread(interaction.formReadyMs)
    const menu = spread(interaction.megaMenuMs)
    rows.push(
      `| ${path} | ${loadKb.toFixed(1)} KB (${mark(loadKb <= BUDGET.documentJsKb)}) | ${signInKb.toFixed(1)} KB (${mark(signInKb <= BUDGET.signInJsKb)}) | ${click.text} (${mark(click.median <= BUDGET.firstClickMs)}) | ${form.text} (${mark(form.median <= BUDGET.typeableMs)}) | ${menu.text} (${mark(menu.median <= BUDGET.firstClickMs)}) |`,
    )
  }
  const tryIt = await measureTryItOnIntent(origin, tryItPath)
  const tryItKb = tryIt.onIntentGzip / 1024
  rows.push(
    '',
    `Try-it island on ${tryItPath}: ${(tryIt.atLoadGzip / 1024).toFixed(1)} KB gzip at load (${mark(tryIt.atLoadGzip === 0)}), ${tryItKb.toFixed(1)} KB when focus enters its form (budget ${BUDGET.tryItJsKb} KB: ${mark(tryItKb <= BUDGET.tryItJsKb)})`,
  )
  rows.push('', '## Throughput (autocannon, 50 connections, 10 s after a 2 s warm-up)', '')
  const measured: { path: string; requestsPerSecond: number; p99: number; errors: number }[] = []
  for (const path of paths) {
    await fetch(`${origin}${path}`) // warm the content and page caches
    measured.push({ path, ...(await throughput(path)) })
  }
  const health = measured.find((row) => row.path.startsWith('/api/health'))
  rows.push('| path | req/s | p99 ms | errors | ratio to /api/health/ |', '| --- | --- | --- | --- | --- |')
  for (const row of measured) {
    const ratio = health && row !== health ? row.requestsPerSecond / health.requestsPerSecond : undefined
    const verdict = ratio === undefined ? '' : ` (${mark(ratio >= BUDGET.ratio && row.p99 < BUDGET.p99)})`
    rows.push(
      `| ${row.path} | ${row.requestsPerSecond} | ${row.p99} | ${row.errors} | ${ratio === undefined ? '-' : ratio.toFixed(2)}${verdict} |`,
    )
  }
  rows.push('', ...(await bareReferenceSection(origin, barePort)))
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const cookie = signedInPaths.length ? await signedInCookie(origin) : ''
    const targets: LighthouseTarget[] = [
      ...lighthousePaths.map((path) => ({ path, label: path })),
      ...signedInPaths.map((path) => ({
        path,
        label: `${path} signed in (${BENCH_USER})`,
        headers: { Cookie: cookie },
      })),
    ]
    rows.push('', ...(await lighthouseSection(origin, referencePort, targets, lighthouseRuns)))
  }
  const report = [`# Benchmark (${new Date().toISOString()}, node ${process.version})`, '', ...rows, ''].join(
    '\n',
  )
  await mkdir('bench', { recursive: true })
  await writeFile('bench/results.md', report)
  console.log(report)
} finally {
  server.kill('SIGTERM')
  forgetServer()
}
