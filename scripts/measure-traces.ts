import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { build } from 'rolldown'
import { chromiumFlags } from './chromium-flags.ts'
import {
  type BaselineName,
  type Ground,
  type Mapped,
  type ScriptCoverage,
  type TraceSpec,
  baselines,
  featureTraces,
  filesThatRan,
  measuredTrace,
  originIn,
  oursIn,
} from './feature-traces.ts'
import { demoSecrets } from './mocked-stack-env.ts'
import { serverNodeFlags } from './server-flags.ts'

/**
 * `npm run architecture -- --traces`: runs the three traces for real on the built site (the mocked
 * stack, memory store: the happy path) and counts, by the rule in scripts/feature-traces.ts, the files
 * in which a function ran. The server runs with V8's precise coverage (through its inspector, counters
 * reset just before each trace's first request, so start-up is not counted); the browser half is
 * Chromium's coverage of the same steps through Playwright. Bundled code is traced to its source files
 * through the build's source maps, so the build must have them: `SOURCEMAP=1 npm run build` (in the
 * checkout measured, `--root DIR`). The inline island loader is rebuilt here with a source map when it
 * is built from a module; an inline script that is a string in a source file is that file.
 *
 * Each trace gets a fresh server, so one trace's caches never shorten another's. Ports: the site on
 * TRACES_PORT (default 4600), its inspector on the next one. TRACES_DEBUG=1 logs the server's start,
 * the inspector's answers and the page's console.
 */

const DEMO_PASSWORD = 'Demo-pass-1!'

type Halves = { where: string; scripts: ScriptCoverage[] }[]
type Inspector = { send: (method: string, params?: object) => Promise<unknown>; close: () => void }

/** The steps of each trace (by its index in `featureTraces`), with what each half ran. */
type Steps = (
  page: Page,
  server: { reset: () => Promise<void>; take: () => Promise<ScriptCoverage[]> },
) => Promise<Halves>

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Welcome back!' })

async function signInOnDocument(page: Page, email: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  const dialog = dialogOf(page)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Sign In' }).click()
  await dialog.waitFor({ state: 'hidden' })
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).waitFor()
}

/**
 * Waits until the page cache holds `path` with its brotli copy, which it compresses in the background
 * once the page is stored: until then that work may land in whichever trace is running. A replay of
 * the brotli copy has a length; one compressed as it goes is chunked.
 */
async function pageCacheSettled(page: Page, path: string) {
  const deadline = Date.now() + 60_000
  for (;;) {
    const response = await page.request.get(path, { headers: { 'accept-encoding': 'br' } })
    const headers = response.headers()
    if (headers['x-page-cache'] === 'hit' && headers['content-length'] !== undefined) return
    if (Date.now() > deadline) throw new Error(`${path}: the page cache never served its brotli copy`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

/** Signed in beforehand on a document (not measured), then `visit` measured in both halves. */
async function signedInVisit(
  page: Page,
  server: Parameters<Steps>[1],
  visit: () => Promise<void>,
): Promise<Halves> {
  await page.goto('/')
  await pageCacheSettled(page, '/')
  await signInOnDocument(page, 'premium@example.com')
  await server.reset()
  await page.coverage.startJSCoverage({ resetOnNavigation: false })
  await visit()
  const serverScripts = await server.take()
  return [
    { where: 'browser', scripts: await page.coverage.stopJSCoverage() },
    { where: 'server', scripts: serverScripts },
  ]
}

const stepsOfTraces: Steps[] = [
  // Sign-in: the document loads (the inline loader), a click on Sign In, the form filled and sent, until
  // the header shows the account (what the page fetches next, signed in, belongs to other features).
  async (page, server) => {
    await page.coverage.startJSCoverage({ resetOnNavigation: false })
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor()
    await pageCacheSettled(page, '/')
    await server.reset()
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
    const dialog = dialogOf(page)
    await dialog.getByLabel('Email').fill('premium@example.com')
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await dialog.waitFor({ state: 'hidden' })
    // The header showing the account: the end the visitor sees, and a fixed one for both halves (the
    // dialog closes while the header island may or may not have drawn yet, and the server is asked who
    // signed in as it draws).
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).waitFor()
    const serverScripts = await server.take()
    const session = (await page.context().cookies()).some((cookie) => cookie.name === 'pdfrest_session')
    if (!session) throw new Error('sign-in: no session cookie')
    return [
      { where: 'browser', scripts: await page.coverage.stopJSCoverage() },
      { where: 'server', scripts: serverScripts },
    ]
  },
  // GET /pricing/ on the server.
  async (page, server) => {
    await server.reset()
    const response = await page.request.get('/pricing/')
    if (!response.ok()) throw new Error(`GET /pricing/: ${response.status()}`)
    return [{ where: 'server', scripts: await server.take() }]
  },
  // A plan upgrade: signed in beforehand on a document (not measured), then /account/ loaded, Upgrade
  // to Pro chosen and confirmed, until the page shows the new plan.
  (page, server) =>
    signedInVisit(page, server, async () => {
      await page.goto('/account/')
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      const plans = page.getByRole('region', { name: 'Change your plan' }).or(page.locator('#plans'))
      await plans.getByRole('button', { name: 'Upgrade to Pro' }).click()
      const dialog = page.getByRole('dialog', { name: 'Are you sure you want to change your plan?' })
      await dialog.getByRole('button', { name: "I'm sure, change my plan" }).click()
      await dialog.waitFor({ state: 'hidden' })
      await page.getByTestId('current-plan').filter({ hasText: 'Pro Monthly' }).waitFor()
    }),
]

/** The steps of each baseline (scripts/feature-traces.ts, `baselines`), with what each half ran. */
const baselineSteps: Record<BaselineName, Steps> = {
  // A page no route answers: the pipeline, the router, the root route and the shell, nothing else.
  page: async (page, server) => {
    await server.reset()
    const response = await page.request.get('/no/such/page/')
    if (response.status() !== 404) throw new Error(`GET /no/such/page/: ${response.status()}`)
    return [{ where: 'server', scripts: await server.take() }]
  },
  // An action refused by its contract: a support request with nothing in it, sent as the site's own
  // pages send it.
  action: async (page, server) => {
    await server.reset()
    const response = await page.request.post('/api/support/', {
      data: {},
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    if (response.status() !== 400) throw new Error(`POST /api/support/ with {}: ${response.status()}`)
    return [{ where: 'server', scripts: await server.take() }]
  },
  // Signed in beforehand on a document (not measured), then the home page loaded again until its
  // header island is live: the page wakes it at once for a signed-in visitor, and the Account menu
  // only opens once it is (the server's HTML already shows the Account button, so that is no end).
  'signed-in document': (page, server) =>
    signedInVisit(page, server, async () => {
      await page.goto('/')
      await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
      await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor()
    }),
  // Signed in beforehand on a document (not measured), then another app page loaded until it is live.
  'app page': (page, server) =>
    signedInVisit(page, server, async () => {
      await page.goto('/apilab/')
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      // Settled: the code panel has filled in the customer's own key, which it reads once hydrated.
      await page
        .getByTestId('code-curl')
        .filter({ hasText: /demo-\w+-\d+-key/ })
        .waitFor()
    }),
}

async function startServer(
  root: string,
  port: number,
): Promise<{ child: ChildProcess; inspector: Inspector }> {
  const inspectPort = port + 1
  const child = spawn(
    process.execPath,
    [`--inspect=127.0.0.1:${inspectPort}`, ...serverNodeFlags, 'scripts/serve.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...demoSecrets,
        MOCKS: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: `http://127.0.0.1:${port}`,
      },
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`)
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    if (process.env.TRACES_DEBUG) console.error(`[traces] waiting for the server: ${output.slice(-200)}`)
    if (Date.now() > deadline) throw new Error(`the server did not answer in 120 s:\n${output}`)
    await new Promise((done) => setTimeout(done, 250))
  }
  const [target]: { webSocketDebuggerUrl: string }[] = await (
    await fetch(`http://127.0.0.1:${inspectPort}/json/list`)
  ).json()
  if (!target) throw new Error('the server has no inspector target')
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((done, fail) => {
    socket.addEventListener('open', done, { once: true })
    socket.addEventListener('error', fail, { once: true })
  })
  let nextId = 0
  const pending = new Map<number, { done: (value: unknown) => void; fail: (error: Error) => void }>()
  socket.addEventListener('message', (event) => {
    const message: { id?: number; result?: unknown; error?: { message: string } } = JSON.parse(
      String(event.data),
    )
    if (process.env.TRACES_DEBUG) console.error(`[inspector] ${String(event.data).slice(0, 120)}`)
    const waiting = message.id === undefined ? undefined : pending.get(message.id)
    if (!waiting || message.id === undefined) return
    pending.delete(message.id)
    if (message.error) waiting.fail(new Error(message.error.message))
    else waiting.done(message.result)
  })
  const send = (method: string, params: object = {}) =>
    new Promise((done, fail) => {
      nextId += 1
      pending.set(nextId, { done, fail })
      socket.send(JSON.stringify({ id: nextId, method, params }))
    })
  if (process.env.TRACES_DEBUG) console.error('[traces] inspector connected')
  await send('Profiler.enable')
  await send('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
  // Every chunk of the server build loaded before the counters are reset: a chunk that Start loads
  // on its first request would otherwise count its module's set-up as the trace's code.
  // (`require` of an ES module: the inspector's evaluation has no dynamic `import()`.)
  const chunks = readdirSync(join(root, 'dist/server'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(root, 'dist/server', file))
  const loaded = await send('Runtime.evaluate', {
    expression: `(() => {
      const load = process.getBuiltinModule('node:module').createRequire(${JSON.stringify(join(root, 'package.json'))})
      const failed = []
      for (const file of ${JSON.stringify(chunks)}) {
        try { load(file) } catch (error) { failed.push(file + ': ' + error.message) }
      }
      return failed
    })()`,
    returnByValue: true,
  })
  if (process.env.TRACES_DEBUG)
    console.error(`[traces] server chunks loaded: ${JSON.stringify(loaded).slice(0, 300)}`)
  return {
    child,
    // Closed before the server is stopped: a server with a debugger attached waits for it to leave.
    inspector: { send, close: () => socket.close() },
  }
}

function isCoverage(value: unknown): value is { result: ScriptCoverage[] } {
  return typeof value === 'object' && value !== null && 'result' in value && Array.isArray(value.result)
}

/** A script file with the source map its last line names (or `<file>.map`), read once. */
function fileScripts(): (path: string) => Mapped | undefined {
  const cache = new Map<string, Mapped | undefined>()
  return (path) => {
    if (cache.has(path)) return cache.get(path)
    let script: Mapped | undefined
    if (existsSync(path)) {
      const text = readFileSync(path, 'utf8')
      const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1]
      const mapPath = named && !named.startsWith('data:') ? resolve(dirname(path), named) : `${path}.map`
      script = existsSync(mapPath)
        ? { text, map: new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8'))), mapDir: dirname(mapPath) }
        : { text, map: undefined, mapDir: dirname(path) }
    }
    cache.set(path, script)
    return script
  }
}

const sourceFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => join(dir, file))
    : []

/**
 * Where an inline script of a document comes from. The island loader built from a module
 * (`app/islands/loader/island-loader.entry.ts`) is rebuilt here as the build does, with a source map,
 * and found in the script around its configuration; any other inline script is the source file whose
 * text holds its first 80 characters (a string in a module).
 */
async function inlineLocator(root: string): Promise<(text: string, offset: number) => string | undefined> {
  const entry = join(root, 'app/islands/loader/island-loader.entry.ts')
  let loader: { before: string; after: string; placeholder: string; script: Mapped } | undefined
  if (existsSync(entry)) {
    const placeholder = 'ISLAND_LOADER_CONFIG'
    const bundle = await build({
      input: entry,
      cwd: root,
      write: false,
      tsconfig: join(root, 'tsconfig.json'),
      logLevel: 'silent',
      // `dir` only names the sources in the map (relative to it); nothing is written.
      output: { dir: root, format: 'iife', minify: true, comments: false, sourcemap: true },
    })
    const [chunk] = bundle.output
    const code = chunk.code
      .replace(/\n\/\/# sourceMappingURL=.*$/, '')
      .trim()
      .replace(/;$/, '')
    const [before = '', after = ''] = code.split(placeholder)
    if (chunk.map)
      loader = {
        before,
        after,
        placeholder,
        script: { text: code, map: new SourceMap(JSON.parse(chunk.map.toString())), mapDir: root },
      }
  }
  const holders = [...sourceFiles(join(root, 'app')), ...sourceFiles(join(root, 'shared'))].map((path) => ({
    path,
    text: readFileSync(path, 'utf8'),
  }))
  return (text, offset) => {
    if (loader) {
      const start = text.indexOf(loader.before)
      const afterStart = start === -1 ? -1 : text.indexOf(loader.after, start + loader.before.length)
      if (start !== -1 && afterStart !== -1) {
        if (offset >= start && offset < start + loader.before.length)
          return originIn(root, loader.script, entry, offset - start)
        if (offset >= afterStart && offset < afterStart + loader.after.length)
          return originIn(
            root,
            loader.script,
            entry,
            loader.before.length + loader.placeholder.length + offset - afterStart,
          )
        return undefined
      }
    }
    const head = text.trim().slice(0, 80)
    const holder = head.length > 20 ? holders.find((file) => file.text.includes(head)) : undefined
    return holder && oursIn(root, holder.path)
  }
}

type Ran = { where: string; files: Set<string> }[]

/**
 * The files that ran in each half of each baseline and each trace, run on the build in `root`, each on
 * a fresh server.
 */
export async function runTraces(
  root: string,
  port = Number(process.env.TRACES_PORT ?? 4600),
): Promise<{
  baselines: Map<BaselineName, Ran>
  traces: { spec: TraceSpec; halves: Ran }[]
}> {
  const origin = `http://127.0.0.1:${port}`
  const scriptAt = fileScripts()
  const inline = await inlineLocator(root)
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags })
  const filesOf = (script: ScriptCoverage) =>
    filesThatRan([script], (url, offset) => {
      if (url.startsWith('file://')) {
        const path = fileURLToPath(url)
        const mapped = scriptAt(path)
        return mapped && originIn(root, mapped, path, offset)
      }
      if (!url.startsWith(origin)) return undefined
      const path = new URL(url).pathname
      const source = 'source' in script && typeof script.source === 'string' ? script.source : undefined
      if (path.endsWith('.js')) {
        const file = join(root, 'dist/client', path)
        const mapped = scriptAt(file)
        return mapped && originIn(root, mapped, file, offset)
      }
      return source === undefined ? undefined : inline(source, offset)
    })
  const run = async (name: string, steps: Steps): Promise<Ran> => {
    const { child, inspector } = await startServer(root, port)
    try {
      const context = await browser.newContext({ baseURL: origin })
      const page = await context.newPage()
      // Room for a slow machine; a step that cannot happen fails instead of waiting for ever.
      page.setDefaultTimeout(90_000)
      const log = process.env.TRACES_DEBUG ? console.error : () => undefined
      page.on('console', (message) => log(`[page] ${message.text()}`))
      log(`[traces] ${name}`)
      const take = async () => {
        const coverage = await inspector.send('Profiler.takePreciseCoverage')
        return isCoverage(coverage) ? coverage.result : []
      }
      const halves = await steps(page, { reset: async () => void (await take()), take })
      await context.close()
      return halves.map(({ where, scripts }) => ({
        where,
        files: new Set(scripts.flatMap((script) => [...filesOf(script)])),
      }))
    } finally {
      inspector.close()
      child.kill('SIGTERM')
      await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(undefined)))
    }
  }
  try {
    const ground = new Map<BaselineName, Ran>()
    for (const name of Object.keys(baselineSteps).filter(isBaselineName))
      ground.set(name, await run(baselines[name], baselineSteps[name]))
    const traces = []
    for (const [index, spec] of featureTraces.entries()) {
      const steps = stepsOfTraces[index]
      if (!steps) throw new Error(`no steps for the trace ${spec.name}`)
      traces.push({ spec, halves: await run(spec.name, steps) })
    }
    return { baselines: ground, traces }
  } finally {
    await browser.close()
  }
}

const isBaselineName = (name: string): name is BaselineName => name in baselines

/**
 * The three traces by the measured rule, in `root` (a built checkout), each less its baselines' files,
 * and the baselines by the same rule, as traces of their own.
 */
export async function measureTraces(root: string) {
  const read = (file: string) => readFileSync(join(root, file), 'utf8')
  const ran = await runTraces(root)
  const ground: Ground = (name, where) => ran.baselines.get(name)?.find((half) => half.where === where)?.files
  return {
    baselines: [...ran.baselines].map(([name, halves]) =>
      measuredTrace({ name: baselines[name], halves: [] }, halves, read),
    ),
    traces: ran.traces.map(({ spec, halves }) => measuredTrace(spec, halves, read, ground)),
  }
}
