import { resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { startScriptlessProxy } from './bench-lighthouse.ts'
import { BENCH_USER, signedInCookie } from './bench-session.ts'
import { startBuiltServer } from './built-server.ts'
import { chromiumFlags } from './chromium-flags.ts'
import { auditRow, type LighthouseRow } from './lighthouse.ts'
import { meeting, spread } from './run-spread.ts'

/**
 * `npm run bench:ab`: Lighthouse mobile of two builds side by side, as a change's before and after on
 * this noisy machine must be measured (docs/decisions/058). `BENCH_AB_BEFORE` is another checkout,
 * built there (e.g. `git worktree add ../before <commit>`, then `npm ci && npm run build` in it);
 * this checkout's build is the after. Each run measures, in turn, the before, the after and the
 * after's HTML without scripts (the bench's reference), in one chromium. A path ending in `+` is
 * measured signed in as `BENCH_USER`. Ports: `BENCH_AB_PORT` and the next two.
 */
const before = process.env.BENCH_AB_BEFORE
if (!before) throw new Error('BENCH_AB_BEFORE: the checkout whose build is the "before"')
const port = Number(process.env.BENCH_AB_PORT ?? 4320)
const runs = Number(process.env.BENCH_AB_RUNS ?? 5)
const paths = (process.env.BENCH_AB_PATHS ?? '/account/+,/apilab/+,/apilab/').split(',').filter(Boolean)

const builds = [
  { name: 'before', cwd: resolve(before), origin: `http://127.0.0.1:${port}` },
  { name: 'after', cwd: process.cwd(), origin: `http://127.0.0.1:${port + 1}` },
]
const referenceOrigin = `http://127.0.0.1:${port + 2}`

const servers = await Promise.all(
  builds.map((build, index) => startBuiltServer(port + index, [], {}, build.cwd)),
)
const proxy = await startScriptlessProxy(builds[1]?.origin ?? '', port + 2)
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...chromiumFlags],
})
try {
  const [beforeCookie, afterCookie] = await Promise.all(builds.map((build) => signedInCookie(build.origin)))
  const lines = [
    `Lighthouse mobile, ${runs} runs each, alternately: ${before} (before), this checkout (after) and`,
    "the after's HTML without scripts; each metric's median (range), and the runs with a score ≥ 0.98 and TBT ≤ 50 ms.",
    '',
    '| page | build | performance | TBT ms | LCP ms | JS KB | meets |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const spec of paths) {
    const signedIn = spec.endsWith('+')
    const path = signedIn ? spec.slice(0, -1) : spec
    const label = signedIn ? `${path} signed in (${BENCH_USER})` : path
    const targets = [
      { name: 'before', url: `${builds[0]?.origin}${path}`, cookie: beforeCookie },
      { name: 'after', url: `${builds[1]?.origin}${path}`, cookie: afterCookie },
      { name: 'no script', url: `${referenceOrigin}${path}`, cookie: afterCookie },
    ]
    const rows = new Map<string, LighthouseRow[]>(targets.map((target) => [target.name, []]))
    for (let run = 0; run < runs; run += 1)
      for (const target of targets) {
        const headers = signedIn && target.cookie ? { Cookie: target.cookie } : undefined
        const row = await auditRow(target.url, label, chrome.port, 'mobile', headers)
        rows.get(target.name)?.push(row)
        console.log(`${label} ${target.name} run ${run + 1}: ${row.performance} TBT ${Math.round(row.tbt)}`)
      }
    for (const [name, measured] of rows) {
      // A run that failed as a whole after its retries (scripts/lighthouse.ts) is left out.
      const done = measured.filter((row) => row.tbt >= 0)
      if (done.length === 0) continue
      lines.push(
        `| ${label} | ${name} | ${spread(
          done.map((row) => row.performance),
          2,
        )} | ${spread(done.map((row) => row.tbt))} | ${spread(done.map((row) => row.lcp))} | ${spread(
          done.map((row) => row.jsKb),
          1,
        )} | ${meeting(done)} |`,
      )
    }
  }
  console.log(['', ...lines].join('\n'))
} finally {
  chrome.kill()
  proxy.close()
  for (const server of servers) server.kill('SIGTERM')
}
