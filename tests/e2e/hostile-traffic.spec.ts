import type { ChildProcess } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { startBuiltServer } from '../../scripts/built-server.ts'
import {
  type AttackReport,
  CACHED_PAGE,
  memoryAfterGc,
  runHostileTraffic,
  warmUp,
} from '../../scripts/hostile-traffic.ts'

// A server of its own (memory is measured, and the attacks must not disturb other tests).
// E2E_PORT + 1 is the https-site test's server.
const port = Number(process.env.E2E_PORT ?? 4173) + 2
const origin = `http://127.0.0.1:${port}`
const ISSUE_P99_MS = 200
const MAX_RSS_GROWTH = 0.2

let server: ChildProcess | undefined

function withinBound(report: AttackReport): boolean {
  const idle = report.idle ?? { health: { max: 0 }, page: { max: 0 } }
  return report.health.p99 < ISSUE_P99_MS + idle.health.max && report.page.p99 < ISSUE_P99_MS + idle.page.max
}
test.afterAll(() => {
  server?.kill()
})

/**
 * Every attack class runs for a few seconds while a separate thread times /api/health/ and a cached
 * page, one request after another. The bound is the issue's 200 ms p99 on top of the slowest answer
 * the same server gave with no attack just before that class. On a machine shared with other work
 * (2 cores for several people here, load average above 20 at times) the idle answers alone can take
 * several hundred ms, and a probe manages only a few dozen requests in a few seconds, so its p99 is
 * nearly its slowest sample; a stalled event loop, the failure this guards against, costs seconds
 * (before: 5.8 s behind one nested JSON body, 3.6 s behind an OPTIONS flood), and does so again
 * when the class is run a second time, which a passing hiccup of the machine does not.
 */
test('hostile traffic does not stall the health route or a cached page, nor grow memory', async () => {
  test.setTimeout(300_000)
  server = await startBuiltServer(port, ['--expose-gc'])
  await warmUp(origin)
  const before = await memoryAfterGc(origin)

  const firstRun = await runHostileTraffic(origin, { seconds: 4, idleMs: 2000 })
  const reports: AttackReport[] = []
  for (const first of firstRun) {
    // A stall repeats; a hiccup of the shared machine does not: a class over the bound runs once more.
    const only = new RegExp(`^${first.name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`)
    const report = withinBound(first)
      ? first
      : ((await runHostileTraffic(origin, { seconds: 4, idleMs: 2000, only }))[0] ?? first)
    console.log(`${report.name}: ${JSON.stringify(report)}`)
    const idle = report.idle ?? { health: { max: 0 }, page: { max: 0 } }
    expect(report.health.p99, `health p99 during ${report.name}`).toBeLessThan(ISSUE_P99_MS + idle.health.max)
    expect(report.page.p99, `page p99 during ${report.name}`).toBeLessThan(ISSUE_P99_MS + idle.page.max)
    expect(report.statuses['still open at cap'] ?? 0, report.name).toBe(0)
    reports.push(report)
  }
  const answers = (name: RegExp) => reports.find((report) => name.test(report.name))?.statuses ?? {}
  expect(Object.keys(answers(/nested JSON/))).toContain('413')
  expect(Object.keys(answers(/100 MB upload/))).toContain('401')
  expect(answers(/trickle/)).toEqual({ 408: 20 })
  expect(Object.keys(answers(/odd spellings/))).toEqual(['400'])
  expect(Object.keys(answers(/OPTIONS/))).toEqual(['405'])
  expect(Object.keys(answers(/another Host/)).sort()).toEqual(['200', '415'])

  // The unique query strings were served from the pages' entries and evicted nothing.
  for (const path of [CACHED_PAGE, '/learning/']) {
    const response = await fetch(`${origin}${path}?utm_source=check&gclid=1`)
    expect(response.headers.get('x-page-cache'), path).not.toBe('miss')
  }

  const after = await memoryAfterGc(origin)
  console.log(`RSS after a GC: ${before.rssMb} MB before, ${after.rssMb} MB after`)
  expect(after.rssMb / before.rssMb - 1).toBeLessThanOrEqual(MAX_RSS_GROWTH)
})

test('a full encode queue answers 503 with Retry-After at once, and a repeat is a cache lookup', async () => {
  test.setTimeout(120_000)
  server ??= await startBuiltServer(port, ['--expose-gc'])
  const run = Date.now()
  const urls = Array.from(
    { length: 16 },
    (_, n) =>
      `${origin}/api/image/?url=%2Fuploads%2Fmedia%2Fqueue-${run}-${n}.png&w=3072&h=2048&f=png&q=90&fit=fill`,
  )
  const responses = await Promise.all(urls.map((url) => fetch(url)))
  const statuses = responses.map((response) => response.status)
  expect(statuses).toContain(200)
  expect(statuses).toContain(503)
  expect(responses.find((response) => response.status === 503)?.headers.get('retry-after')).toBe('5')
  const repeat = await fetch(urls[statuses.indexOf(200)] ?? '')
  expect(repeat.headers.get('x-image-cache')).toBe('memory')
})
