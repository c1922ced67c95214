import type { IdGenerator } from '@opentelemetry/sdk-trace'
import { randomText } from '../http/random-pool.server.ts'

const INVALID_TRACE_ID = '0'.repeat(32)
const INVALID_SPAN_ID = '0'.repeat(16)

/**
 * Trace and span ids from the site's pooled cryptographic randomness (one call into the generator
 * per 4 KB) instead of the SDK's four Math.random calls and a shared buffer per id. All zeros is
 * W3C's invalid id: drawn again, once in 2^64.
 */
export const pooledIdGenerator: IdGenerator = {
  generateTraceId: () => validId(32, INVALID_TRACE_ID),
  generateSpanId: () => validId(16, INVALID_SPAN_ID),
}

function validId(digits: number, invalid: string): string {
  let id = randomText(digits / 2, 'hex')
  while (id === invalid) id = randomText(digits / 2, 'hex')
  return id
}
