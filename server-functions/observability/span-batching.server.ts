import { z } from 'zod'

const count = z.coerce.number().int().min(1).max(1_000_000).optional()
const millis = z.coerce.number().int().min(0).max(600_000).optional()

/**
 * The batch span processor's settings from the SDK's standard variables. The site builds the
 * processor itself (for its OTLP/HTTP exporter), and the SDK reads these only for a processor it
 * builds, so without this an operator's OTEL_BSP_* would be silently ignored.
 */
const spanBatching = z
  .object({
    OTEL_BSP_MAX_QUEUE_SIZE: count,
    OTEL_BSP_MAX_EXPORT_BATCH_SIZE: count,
    OTEL_BSP_SCHEDULE_DELAY: millis,
    OTEL_BSP_EXPORT_TIMEOUT: millis,
  })
  .refine((env) => (env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE ?? 512) <= (env.OTEL_BSP_MAX_QUEUE_SIZE ?? 2048), {
    message: 'must not exceed OTEL_BSP_MAX_QUEUE_SIZE (2048 when unset)',
    path: ['OTEL_BSP_MAX_EXPORT_BATCH_SIZE'],
  })
  .transform((env) => ({
    maxQueueSize: env.OTEL_BSP_MAX_QUEUE_SIZE,
    maxExportBatchSize: env.OTEL_BSP_MAX_EXPORT_BATCH_SIZE,
    scheduledDelayMillis: env.OTEL_BSP_SCHEDULE_DELAY,
    exportTimeoutMillis: env.OTEL_BSP_EXPORT_TIMEOUT,
  }))

export type SpanBatching = z.infer<typeof spanBatching>

/** Reads OTEL_BSP_*; an empty variable counts as unset, a bad one stops the start naming it. */
export function spanBatchingFromEnv(env: NodeJS.ProcessEnv): SpanBatching {
  const set = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => name.startsWith('OTEL_BSP_') && value !== ''),
  )
  const parsed = spanBatching.safeParse(set)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new Error(`[tracing] ${issue?.path.join('.') ?? 'OTEL_BSP_*'}: ${issue?.message ?? 'invalid'}`)
}
