import { describe, expect, it } from 'vitest'
import { spanBatchingFromEnv } from './span-batching.server.ts'

describe('spanBatchingFromEnv', () => {
  it('leaves the SDK defaults when nothing is set, and takes an empty variable as unset', () => {
    expect(spanBatchingFromEnv({ OTEL_BSP_SCHEDULE_DELAY: '' })).toEqual({
      maxQueueSize: undefined,
      maxExportBatchSize: undefined,
      scheduledDelayMillis: undefined,
      exportTimeoutMillis: undefined,
    })
  })

  it('passes the operator’s OTEL_BSP_* to the processor', () => {
    expect(
      spanBatchingFromEnv({
        OTEL_BSP_MAX_QUEUE_SIZE: '4096',
        OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '1024',
        OTEL_BSP_SCHEDULE_DELAY: '1000',
        OTEL_BSP_EXPORT_TIMEOUT: '10000',
      }),
    ).toEqual({
      maxQueueSize: 4096,
      maxExportBatchSize: 1024,
      scheduledDelayMillis: 1000,
      exportTimeoutMillis: 10000,
    })
  })

  it('stops the start naming a bad value', () => {
    expect(() => spanBatchingFromEnv({ OTEL_BSP_SCHEDULE_DELAY: 'soon' })).toThrow(/OTEL_BSP_SCHEDULE_DELAY/)
    expect(() => spanBatchingFromEnv({ OTEL_BSP_MAX_QUEUE_SIZE: '0' })).toThrow(/OTEL_BSP_MAX_QUEUE_SIZE/)
    expect(() => spanBatchingFromEnv({ OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '4096' })).toThrow(
      /OTEL_BSP_MAX_EXPORT_BATCH_SIZE: must not exceed OTEL_BSP_MAX_QUEUE_SIZE/,
    )
  })
})
