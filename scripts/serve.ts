import { fileURLToPath } from 'node:url'
import { FastResponse, type ServerRequest, serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { createBufferPool } from './buffer-pool.ts'
import {
  compressRendered,
  compressResponse,
  plainAcceptEncoding,
  preferredCoding,
} from './compress-response.ts'
import { DRAIN_MS, createDrain, shutdownDelayMs } from './drain.ts'
import { guardServerFnCall } from '../server-functions/http/server-fn-guard.server.ts'
import type { CachedPage } from '../server-functions/http/page-cache.server.ts'
import type { HttpServerSteps } from '../app/server.ts'

/**
 * The production server: a real Node HTTP server (srvx) in front of the TanStack Start fetch
 * handler. Hashed assets are immutable and served precompressed; HTML and JSON are compressed on
 * the fly; SIGTERM drains open requests and closes the shared store before exit.
 */
const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url))
const serverEntry = new URL('../dist/server/server.js', import.meta.url).href

console.log(`[serve] node ${process.version}`)

type ServerEntryModule = {
  handleRequest: (request: Request, http: HttpServerSteps) => Response | Promise<Response>
  closeSharedState?: () => Promise<void>
  startOperatorSignals?: (
    env: NodeJS.ProcessEnv,
    server: { draining: () => boolean },
  ) => Promise<{ stop: () => Promise<void> }>
}

async function loadEntry(): Promise<ServerEntryModule> {
  try {
    const entry: ServerEntryModule = await import(serverEntry)
    const { ready }: { ready?: Promise<void> } = await import(serverEntry)
    await ready
    return entry
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (error instanceof Error && error.name === 'EnvError') console.error(message)
    else console.error(`[serve] could not start: ${message}\nDid you run "npm run build"?`)
    process.exit(1)
  }
}

// Enough for every connection a busy server holds to be mid-way through a cached page.
const pageBuffers = createBufferPool({ maxBytes: 32 * 1024 * 1024 })

const entry = await loadEntry()
let delayMs = 0
try {
  delayMs = shutdownDelayMs(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
const drain = createDrain()
// JSON logs, traces (OTLP) and metrics on their own port (docs/operate.md).
let operatorSignals: { stop: () => Promise<void> } | undefined
try {
  operatorSignals = await entry.startOperatorSignals?.(process.env, { draining: () => drain.draining })
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
const immutableAssets = staticMiddleware({
  dir: clientDir,
  encodings: true,
  maxAge: 31_536_000,
  immutable: true,
})
const publicFiles = staticMiddleware({ dir: clientDir, encodings: true, maxAge: 3600 })

/**
 * This server's part of the request pipeline (app/server.ts states the order): a cache hit is written
 * from pooled buffers without a web stream, and files are answered before the site renders.
 */
const httpFor = (served: ServerRequest): HttpServerSteps => ({
  answerCachedPage(request, hit: CachedPage) {
    // The page's brotli copy, compressed once when it was stored, with this answer's nonce spliced in.
    const brotli =
      request.method === 'GET' && preferredCoding(request.headers.get('accept-encoding')) === 'br'
        ? hit.brotliChunks
        : undefined
    const body = pageBuffers.fill(brotli ?? hit.chunks)
    // Closed means written out (or abandoned): nothing reads the buffer any more.
    served.runtime?.node?.res?.once('close', () => pageBuffers.release(body))
    if (!brotli) return compressResponse(request, new FastResponse(body, hit))
    const headers: [string, string][] = [
      ...hit.headers,
      ['content-encoding', 'br'],
      ['vary', 'Accept-Encoding'],
    ]
    return new FastResponse(body, { status: hit.status, headers })
  },
  render(request, renderSite) {
    const site = async () =>
      compressRendered(request, await guardServerFnCall(request, (call) => renderSite(call)))
    // Only rendered pages are cached, so no static file is ever shadowed by a hit.
    const { pathname } = new URL(request.url)
    const files = pathname.startsWith('/assets/') ? immutableAssets : publicFiles
    // The file server reads only a plain lowercase `q=`: what it sees is the client's choice in
    // that spelling (`br;Q=0` must not get brotli). A plain list needs no rewrite.
    const acceptEncoding = request.headers.get('accept-encoding')
    if (!acceptEncoding || !/[;*]/.test(acceptEncoding)) return Promise.resolve(files(request, site))
    const headers = new Headers(request.headers)
    headers.set('accept-encoding', plainAcceptEncoding(acceptEncoding))
    return Promise.resolve(files(new Request(request.url, { method: request.method, headers }), site))
  },
})

const server = serve({
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST ?? '0.0.0.0',
  // Our own shutdown below: srvx's would leave the shared store's connections holding the process.
  gracefulShutdown: false,
  // While draining, health says 503 and connections close after each answer (scripts/drain.ts).
  middleware: [drain.middleware],
  fetch: (request) => entry.handleRequest(request, httpFor(request)),
})

await server.ready()
console.log(`[serve] listening on ${server.url}`)

let stopping = false
/**
 * SIGTERM (a deploy, the orchestrator) or SIGINT: health answers 503 and connections stop being kept
 * alive; after SHUTDOWN_DELAY_SECONDS (time for a balancer polling health to take this instance out)
 * stop accepting, let open requests finish for up to 10 s, close the shared store's connections,
 * exit 0 (docs/deploy.md).
 */
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  drain.start()
  if (delayMs > 0) {
    console.log(`[serve] ${signal}: health says draining; still serving for ${delayMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
  console.log(`[serve] ${signal}: draining open requests`)
  let timer: NodeJS.Timeout | undefined
  const drained = await Promise.race([
    server.close().then(() => true),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), DRAIN_MS))),
  ])
  clearTimeout(timer)
  if (!drained) await server.close(true)
  await entry.closeSharedState?.()
  await operatorSignals?.stop()
  console.log('[serve] stopped')
  process.exit(0)
}
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void shutdown(signal))
