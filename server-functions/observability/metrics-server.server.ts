import { Worker } from 'node:worker_threads'
import { z } from 'zod'
import { registry } from './metrics.server.ts'

export const METRICS_PATH = '/metrics'

const metricsEnvSchema = z.object({
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().optional(),
})

/** Where the metrics are served, or null when METRICS_PORT is unset; an invalid value names the variable. */
export function metricsAddress(env: NodeJS.ProcessEnv): { port: number; host: string } | null {
  const parsed = metricsEnvSchema.safeParse({ ...env, METRICS_PORT: env.METRICS_PORT || undefined })
  if (!parsed.success) throw new Error('Invalid environment:\n  METRICS_PORT: a port number from 1 to 65535')
  const { METRICS_PORT: port, METRICS_HOST: host, PORT: sitePort } = parsed.data
  if (port === undefined) return null
  // Never on the public port: the site's own listener would answer for it.
  if (port === (sitePort ?? 3000))
    throw new Error(
      'Invalid environment:\n  METRICS_PORT: must differ from PORT (metrics are never on the public port)',
    )
  return { port, host }
}

// The listener runs on its own thread, so a scrape is answered even while the site's event loop is
// saturated. It asks the site's thread for the metrics and waits `waitMs` for them; past that it
// answers the last ones it got (at worst the previous scrape's), rather than queue behind the load.
const LISTENER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { createServer } = require('node:http')
let last = workerData.initial
const waiting = new Set()
parentPort.on('message', (text) => {
  last = text
  for (const answer of waiting) answer()
})
const server = createServer((request, response) => {
  const path = (request.url || '').split('?')[0]
  if (path !== workerData.path || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\\n')
    return
  }
  const answer = () => {
    waiting.delete(answer)
    clearTimeout(timer)
    response.writeHead(200, { 'content-type': workerData.contentType }).end(last)
  }
  const timer = setTimeout(answer, workerData.waitMs)
  waiting.add(answer)
  parentPort.postMessage('collect')
})
server.on('error', (error) => parentPort.postMessage({ error: error.message }))
server.listen(workerData.port, workerData.host, () => parentPort.postMessage({ port: server.address().port }))
`

const fromListener = z.union([
  z.literal('collect'),
  z.object({ port: z.number() }),
  z.object({ error: z.string() }),
])

export type MetricsServer = { port: number; close: () => Promise<void> }

/**
 * The Prometheus endpoint on its own port (not the site's): `GET /metrics` in the text format, nothing
 * else. A scrape reads counters kept as they happen (a few milliseconds on this thread), and the
 * listener's own thread bounds the answer at `waitMs` however busy the site is.
 */
export async function startMetricsServer(
  address: { port: number; host: string },
  waitMs = 15,
): Promise<MetricsServer> {
  const listener = new Worker(LISTENER_SOURCE, {
    eval: true,
    workerData: {
      ...address,
      path: METRICS_PATH,
      contentType: registry.contentType,
      waitMs,
      initial: await registry.metrics(),
    },
  })
  const collect = () =>
    registry.metrics().then(
      (text) => listener.postMessage(text),
      (error: unknown) => console.error('[metrics] collecting failed:', error),
    )
  let started = false
  const port = await new Promise<number>((resolve, reject) => {
    listener.on('error', (error) => {
      if (started) console.error('[metrics] the listener failed:', error)
      else reject(error)
    })
    listener.on('message', (message: unknown) => {
      const parsed = fromListener.parse(message)
      if (parsed === 'collect') void collect()
      else if ('port' in parsed) {
        started = true
        resolve(parsed.port)
      } else if (started) console.error('[metrics] the listener failed:', parsed.error)
      else reject(new Error(`the metrics port: ${parsed.error}`))
    })
  })
  // The site's shutdown closes it; it never keeps the process alive by itself.
  listener.unref()
  return {
    port,
    close: async () => {
      await listener.terminate()
    },
  }
}
