import { fileURLToPath } from 'node:url'
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { compressResponse } from './compress-response.ts'
import { guardServerFnCall } from '../server-functions/http/server-fn-guard.server.ts'

/**
 * The production server: a real Node HTTP server (srvx) in front of the TanStack Start fetch
 * handler. Hashed assets are immutable and served precompressed; HTML and JSON are compressed on
 * the fly; SIGTERM drains open requests before exit.
 */
const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url))
const serverEntry = new URL('../dist/server/server.js', import.meta.url).href

console.log(`[serve] node ${process.version}`)

type ServerEntryModule = { default: { fetch: (request: Request) => Response | Promise<Response> } }

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

const entry = await loadEntry()
const immutableAssets = staticMiddleware({
  dir: clientDir,
  encodings: true,
  maxAge: 31_536_000,
  immutable: true,
})
const publicFiles = staticMiddleware({ dir: clientDir, encodings: true, maxAge: 3600 })

const server = serve({
  port: Number(process.env.PORT ?? 3000),
  hostname: process.env.HOST ?? '0.0.0.0',
  gracefulShutdown: { gracefulTimeout: 10 },
  middleware: [
    (request, next) => {
      const { pathname } = new URL(request.url)
      return pathname.startsWith('/assets/') ? immutableAssets(request, next) : publicFiles(request, next)
    },
  ],
  fetch: async (request) =>
    compressResponse(request, await guardServerFnCall(request, (call) => entry.default.fetch(call))),
})

await server.ready()
console.log(`[serve] listening on ${server.url}`)
