import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { expect, test } from '@playwright/test'
import { mockedStackEnv } from '../../scripts/mocked-stack-env.ts'
import { serverNodeFlags } from '../../scripts/server-flags.ts'
import { allowedMethods, methodNotAllowedMessage } from '../../server-functions/http/api-methods.server.ts'
import { serverRoutesInSource } from './fuzz/targets.ts'

// Beside the suite's own server (E2E_PORT); +1 to +3 are the https-site, hostile-traffic and cluster tests'.
const suitePort = Number(process.env.E2E_PORT ?? 4173)
const [invalidPort, drainPort] = [String(suitePort + 4), String(suitePort + 5)]

/** Starts the production server on its own port; resolves when it listens or exits. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [...serverNodeFlags, 'scripts/serve.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', ...mockedStackEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr.on('data', (chunk) => {
    output += String(chunk)
  })
  const listening = new Promise<void>((resolve) => {
    child.stdout.on('data', () => {
      if (output.includes('[serve] listening')) resolve()
    })
  })
  return { child, listening, output: () => output }
}

test('an invalid environment stops the server with the variable named and a non-zero exit', async () => {
  const server = startServer({ PORT: invalidPort, STRAPI_URL: 'not-a-url' })
  const [code] = await once(server.child, 'exit')
  expect(code).toBe(1)
  expect(server.output()).toContain('STRAPI_URL')
})

test('the server logs its Node version and each service, and drains on SIGTERM', async () => {
  const server = startServer({ PORT: drainPort })
  await server.listening
  expect(server.output()).toMatch(/\[serve\] node v24\./)
  expect(server.output()).toContain('[env] strapi: mocked')
  const response = await fetch(`http://127.0.0.1:${drainPort}/api/health/`)
  expect(response.status).toBe(200)
  server.child.kill('SIGTERM')
  const [code] = await once(server.child, 'exit')
  expect(code).toBe(0)
})

test('pages are compressed, hashed assets immutable and precompressed, the favicon served', async ({
  request,
}) => {
  const home = await request.get('/', { headers: { 'accept-encoding': 'gzip' } })
  expect(home.headers()['content-encoding']).toBe('gzip')
  expect(home.headers()['x-content-type-options']).toBe('nosniff')
  expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const html = await home.text()
  const script = html.match(/\/assets\/[^"]+\.js/)?.[0]
  expect(script).toBeTruthy()
  const asset = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(asset.headers()['cache-control']).toContain('immutable')
  expect(asset.headers()['content-encoding']).toBe('br')
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
})

test('a path without its trailing slash is permanently redirected, query kept', async ({ request }) => {
  const response = await request.get('/pricing?ref=ad', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/pricing/?ref=ad')
})

test('every API endpoint answers a method it does not take with 405 naming those it does', async ({
  baseURL,
}) => {
  const endpoints = serverRoutesInSource().filter((route) => route.path.startsWith('/api/'))
  expect(endpoints.length).toBeGreaterThan(20)
  for (const { path, methods } of endpoints) {
    const allowed = allowedMethods(methods)
    const others = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter(
      (method) => !allowed.includes(method),
    )
    for (const method of others) {
      const body = method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }
      const response = await fetch(`${baseURL ?? ''}${path}`, { method, redirect: 'manual', ...body })
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allowed.join(', '))
      if (method !== 'HEAD')
        expect(await response.json(), `${method} ${path}`).toEqual({
          error: methodNotAllowedMessage(allowed),
        })
    }
  }
})

test('server functions refuse cross-site calls (CSRF middleware)', async ({ request }) => {
  const response = await request.post('/_serverFn/anything', {
    headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    data: {},
  })
  expect(response.status()).toBe(403)
  // A sibling site, and an older browser that sends only Origin: still refused, with no internals.
  const refusedHeaders: Record<string, string>[] = [
    { 'sec-fetch-site': 'same-site', origin: 'https://www.evil.example' },
    { origin: 'https://evil.example' },
  ]
  for (const headers of refusedHeaders) {
    const refused = await request.post('/_serverFn/anything', { headers, data: {} })
    expect(refused.status()).toBe(403)
    expect(await refused.text()).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/)
  }
})

test('anonymous pages come from the full-page cache; a session bypasses it; a publish renders again', async ({
  request,
}) => {
  const first = await request.get('/learning/')
  expect(first.status()).toBe(200)
  const second = await request.get('/learning/')
  expect(second.headers()['x-page-cache']).toBe('hit')
  // The same page, but with its own CSP nonce (decision 011).
  const nonceOf = (response: typeof first) =>
    response.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1] ?? 'none'
  expect(nonceOf(second)).not.toBe(nonceOf(first))
  expect(await second.text()).toBe((await first.text()).replaceAll(nonceOf(first), nonceOf(second)))
  const personal = await request.get('/learning/', { headers: { cookie: 'pdfrest_session=anything' } })
  expect(personal.headers()['x-page-cache']).toBeUndefined()
  expect(personal.headers()['cache-control']).toBe('private, no-store')
  const purged = await request.post('/api/revalidate/', {
    headers: { 'x-revalidate-secret': 'dev-revalidate-secret' },
    data: { event: 'entry.publish', model: 'pdfrest-global', entry: {} },
  })
  expect(purged.status()).toBe(200)
  expect((await request.get('/learning/')).headers()['x-page-cache']).toBe('miss')
})
