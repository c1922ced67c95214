import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from '@playwright/test'
import { serverNodeFlags } from '../../scripts/server-flags.ts'
import { MOCK_GHOST_ADMIN_KEY, services } from '../../server-functions/env.server.ts'

/**
 * The built server started as an operator would, with NODE_ENV=production: a half configuration
 * refuses to start, mocks run only when asked for (and say so), and a fully configured site has no
 * mock controls and no public secrets. Ports beside the suite's own (E2E_PORT + 6 and + 7).
 */
const basePort = Number(process.env.E2E_PORT ?? 4173)
const [mockedPort, realPort] = [basePort + 6, basePort + 7]
// Nothing listens there: the "real" services are never reached by what these tests ask.
const nowhere = `http://127.0.0.1:${basePort + 19}`

const secrets = {
  SESSION_SECRET: 'production-session-secret-0123456789',
  REVALIDATE_SECRET: 'production-revalidate-secret',
  PREVIEW_SECRET: 'production-preview-secret',
}

/** Every service's URL (and key) set, as a deploy configures them. */
const everyService: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(services).flatMap(([name, spec]) => [
      [spec.url, `${nowhere}/${name}`],
      ...(spec.key ? [[spec.key, `${name}-key`]] : []),
    ]),
  ),
  GHOST_ADMIN_KEY: MOCK_GHOST_ADMIN_KEY,
  RECAPTCHA_SITE_KEY: 'recaptcha-site-key',
}

const children: ChildProcess[] = []

/** The built server with only these variables (and PATH): nothing leaks in from the shell. */
function start(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [...serverNodeFlags, 'scripts/serve.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (output.includes('[serve] listening')) resolve()
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
  // A start that is meant to fail is awaited through its exit, not through this promise.
  listening.catch(() => {})
  return { child, listening, output: () => output }
}

test.describe.configure({ mode: 'serial' })

test.afterEach(async () => {
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    }),
  )
})

test('a half-configured production start refuses, naming every missing variable', async () => {
  const half = { ...everyService }
  delete half.SUPPORT_TICKETS_URL
  delete half.SUPPORT_TICKETS_KEY
  const server = start(mockedPort, { ...half, SITE_URL: 'https://www.example.com' })
  const [code] = await once(server.child, 'exit')
  expect(code).toBe(1)
  for (const name of ['SUPPORT_TICKETS_URL', 'SESSION_SECRET', 'REVALIDATE_SECRET', 'PREVIEW_SECRET'])
    expect(server.output()).toContain(`  ${name}: required`)
  // Configured services are not named, and nothing was mocked on the way.
  expect(server.output()).not.toContain('STRAPI_URL')
  expect(server.output()).not.toContain('mocked')
})

test('MOCKS=true in production runs on mocks and says so at start and on /api/health/', async () => {
  const server = start(mockedPort, { ...secrets, MOCKS: 'true', SITE_URL: `http://127.0.0.1:${mockedPort}` })
  await server.listening
  expect(server.output()).toMatch(/\[boot\] MOCKED SERVICES IN PRODUCTION \(MOCKS\): strapi, ghost, /)
  const health = await fetch(`http://127.0.0.1:${mockedPort}/api/health/`)
  expect(health.status).toBe(200)
  const body: { status: string; mocks?: string } = await health.json()
  expect(body.status).toBe('ok')
  expect(body.mocks).toMatch(
    /^MOCKED SERVICES IN PRODUCTION \(MOCKS\): strapi, ghost, .*Not for real visitors\.$/,
  )
  // Asked for: the mock controls answer, and the demo pages render.
  expect((await fetch(`http://127.0.0.1:${mockedPort}/api/mocks/`)).status).toBe(200)
  expect((await fetch(`http://127.0.0.1:${mockedPort}/pricing/`)).status).toBe(200)
})

test('a fully configured production site has no mock controls, no banner and no public secret', async () => {
  const origin = `http://127.0.0.1:${realPort}`
  const server = start(realPort, { ...everyService, ...secrets, SITE_URL: origin })
  await server.listening
  expect(server.output()).not.toContain('mocked')
  expect(server.output()).not.toContain('MOCKED SERVICES')
  const body: { mocks?: string } = await (await fetch(`${origin}/api/health/`)).json()
  expect(body.mocks).toBeUndefined()
  for (const path of ['/api/mocks/', '/api/mocks/mailbox/', '/api/mocks/cdn/'])
    expect((await fetch(`${origin}${path}`)).status, path).toBe(404)
  const reset = await fetch(`${origin}/api/mocks/reset/`, { method: 'POST', headers: { origin } })
  expect(reset.status).toBe(404)
  const publicPreview = await fetch(`${origin}/api/preview/?secret=dev-preview-secret&url=/pricing/`, {
    redirect: 'manual',
  })
  expect(publicPreview.status).toBe(401)
  expect(publicPreview.headers.get('set-cookie')).toBeNull()
  const publicPurge = await fetch(`${origin}/api/revalidate/`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': 'dev-revalidate-secret', 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'entry.publish', model: 'pdfrest-global', entry: {} }),
  })
  expect(publicPurge.status).toBe(401)
})
