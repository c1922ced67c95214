import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { z } from 'zod'

/**
 * The bench's reference for a cached page (scripts/bench-bare-reference.ts): a plain `node:http`
 * server answering every request with one stored response, the same status, headers and bytes the
 * site sent. Whatever the site spends beyond this on a cache hit is its own cost.
 *
 * Usage: `node scripts/bare-server.ts <port> <response.json>`, where the file holds
 * `{ status, headers, body }` with the body in base64. Prints `listening` once it is.
 */
const stored = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
})

const [portText, file] = process.argv.slice(2)
const port = z.coerce.number().int().min(1).max(65_535).parse(portText)
const response = stored.parse(JSON.parse(readFileSync(z.string().parse(file), 'utf8')))
const body = Buffer.from(response.body, 'base64')
const headers = { ...response.headers, 'content-length': String(body.length) }

createServer((_request, reply) => {
  reply.writeHead(response.status, headers)
  reply.end(body)
}).listen(port, '127.0.0.1', () => console.log('listening'))
