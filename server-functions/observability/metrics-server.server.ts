import { type Server, createServer } from 'node:http'
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

/**
 * The Prometheus endpoint on its own port (not the site's): `GET /metrics` in the text format, nothing
 * else. A scrape reads counters kept as they happen, so it answers in a few milliseconds.
 */
export function startMetricsServer(address: { port: number; host: string }): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found\n')
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`${error instanceof Error ? error.message : 'failed'}\n`),
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(address.port, address.host, () => resolve(server))
  })
}
