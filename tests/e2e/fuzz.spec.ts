import { expect, test } from './fixtures.ts'
import { toJson } from './fuzz/json.ts'
import { routeCase, sendRouteCall } from './fuzz/route-call.ts'
import { runCases } from './fuzz/run-cases.ts'
import { refusedBeforeItsBody, sendServerFnCall, serverFnCase } from './fuzz/server-fn-call.ts'
import { serverFnsInBuild, serverFnsInSource, serverRoutesInSource } from './fuzz/targets.ts'
import { defectOf } from './fuzz/verdict.ts'
import { sessionCookieFor } from './session-cookie.ts'

// Every server function and server route gets this many generated requests (FUZZ_RUNS to change).
const numRuns = Number(process.env.FUZZ_RUNS ?? 500)
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31)

const inSource = serverFnsInSource()
const inBuild = serverFnsInBuild()
const routes = serverRoutesInSource()

test.describe.configure({ timeout: 60_000 })

test.beforeAll(() => {
  console.log(`[fuzz] FUZZ_SEED=${seed} replays this run; ${numRuns} cases per target`)
})

// Plain fetch, not the Playwright request API: its driver round trip costs as much CPU as the
// server's answer, and the run has to fit in about two minutes on two cores.
const networkAttempts = 3

/** `refusedUnread`: the server answers this case before reading its body, closing the connection. */
async function verdict(
  send: () => Promise<Response>,
  { refusedUnread = false, attempt = 1 } = {},
): Promise<string | undefined> {
  try {
    return await defectOf(await send())
  } catch (error) {
    if (!(error instanceof TypeError && error.message === 'fetch failed')) throw error
    if (refusedUnread && /EPIPE|ECONNRESET/.test(String(error.cause))) return undefined
    // A pooled keep-alive socket can die under the client (reset, EPIPE mid-body) on a loaded
    // two-core machine; the same case failing on fresh sockets every time is the server's fault.
    if (attempt >= networkAttempts) return `network (${attempt} attempts): ${String(error.cause)}`
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    return verdict(send, { refusedUnread, attempt: attempt + 1 })
  }
}

const report = (failures: { value: unknown; defect: string }[]) =>
  failures.slice(0, 5).map(({ value, defect }) => `${defect}\n  case: ${toJson(value).slice(0, 400)}`)

test('every server function in the build is declared in the source, and the reverse', () => {
  expect(inBuild.size).toBeGreaterThan(10)
  expect([...inBuild.keys()].sort()).toEqual([...inSource.keys()].sort())
})

test('server routes are found', () => {
  expect(routes.map((route) => route.path)).toEqual(
    expect.arrayContaining(['/api/health/', '/robots.txt', '/sitemap.xml']),
  )
  for (const route of routes) expect(route.methods.length, route.path).toBeGreaterThan(0)
})

for (const [name, id] of inBuild) {
  test(`server function ${name}: ${numRuns} generated calls, no 5xx, no internals`, async ({ baseURL }) => {
    const method = inSource.get(name)
    expect(method, `${name} has a createServerFn declaration the fuzzer can read`).toBeDefined()
    const target = { name, id, method: method ?? 'POST' }
    const origin = baseURL ?? ''
    // The admin demo user reaches the most code.
    const session = await sessionCookieFor(origin, 'admin@example.com')
    const failures = await runCases(serverFnCase, { numRuns, seed }, (call) =>
      verdict(() => sendServerFnCall(origin, target, call, call.cookie.length % 2 === 0 ? session : ''), {
        refusedUnread: refusedBeforeItsBody(call),
      }),
    )
    expect(report(failures)).toEqual([])
  })
}

for (const route of routes) {
  test(`server route ${route.path}: ${numRuns} generated requests, no 5xx, no internals`, async ({
    baseURL,
  }) => {
    const url = `${baseURL ?? ''}${route.path}`
    // Half the cases as the admin demo user, so the admin actions and the lab's run get past their gates.
    const session = await sessionCookieFor(baseURL ?? '', 'admin@example.com')
    const failures = await runCases(routeCase, { numRuns, seed }, (call) =>
      verdict(() =>
        sendRouteCall(
          url,
          route.methods,
          call,
          call.query.length,
          call.cookie.length % 2 === 0 ? session : '',
        ),
      ),
    )
    expect(report(failures)).toEqual([])
  })
}
