import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { setPriority } from 'node:os'
import type { ResizeOptions } from 'sharp'
import { z } from 'zod'

export type EncodeJob = {
  input: Uint8Array
  resize: ResizeOptions
  format: 'webp' | 'png' | 'jpeg'
  quality: number
  limitInputPixels: number
}

/**
 * The encoder runs in its own low-priority process: libvips' CPU time yields to the server's event
 * loop, and the native memory an encode leaves behind (glibc keeps it: +150 MB of the server's RSS
 * after five large PNG encodes) stays out of the server and goes when the process is recycled.
 */
const ENCODER_SOURCE = `
const sharp = require(process.argv[1])
sharp.concurrency(1)
sharp.cache(false)
let done = 0
let active = 0
process.on('message', async (job) => {
  let reply
  active += 1
  try {
    const input = Buffer.from(job.input)
    // A vector is drawn at the asked size (its density scaled), never a small raster padded out.
    const meta = await sharp(input, { limitInputPixels: job.limitInputPixels }).metadata()
    const vector = meta.format === 'svg' && meta.width && meta.height
    const scale = vector
      ? Math.min(Math.max((job.resize.width || 0) / meta.width, (job.resize.height || 0) / meta.height, 1), 50)
      : 1
    const output = await sharp(input, { limitInputPixels: job.limitInputPixels, ...(vector ? { density: 72 * scale } : {}) })
      .resize(vector ? { ...job.resize, withoutEnlargement: false } : job.resize)
      .toFormat(job.format, { quality: job.quality })
      .toBuffer()
    reply = { id: job.id, ok: true, output: new Uint8Array(output) }
  } catch {
    reply = { id: job.id, ok: false }
  }
  done += 1
  active -= 1
  const spent = done >= Number(process.argv[2]) || process.memoryUsage.rss() > Number(process.argv[3])
  const recycle = spent && active === 0
  process.send({ ...reply, recycle }, () => { if (recycle) process.exit(0) })
})
`

/** Encodes before a fresh process takes over, and the resident size that retires one at once. */
const RECYCLE_AFTER_ENCODES = 20
const RECYCLE_ABOVE_BYTES = 400 * 1024 * 1024
const ENCODE_TIMEOUT_MS = 30_000
const LOW_PRIORITY = 10

const replySchema = z.object({
  id: z.number(),
  ok: z.boolean(),
  output: z.instanceof(Uint8Array).optional(),
  recycle: z.boolean(),
})

/** `unreadable`: the input is not an image libvips can read; `failed`: the encoder died or hung. */
export type Encoded = { ok: true; output: Uint8Array } | { ok: false; reason: 'unreadable' | 'failed' }

type Pending = { resolve: (encoded: Encoded) => void; timer: NodeJS.Timeout }

export function createEncoderProcess() {
  let child: ChildProcess | undefined
  let nextId = 0
  const pending = new Map<number, Pending>()

  function settle(id: number, encoded: Encoded) {
    const job = pending.get(id)
    if (!job) return
    clearTimeout(job.timer)
    pending.delete(id)
    job.resolve(encoded)
  }

  function start(): ChildProcess {
    const sharpPath = createRequire(import.meta.url).resolve('sharp')
    const started = spawn(
      process.execPath,
      ['-e', ENCODER_SOURCE, sharpPath, String(RECYCLE_AFTER_ENCODES), String(RECYCLE_ABOVE_BYTES)],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' },
    )
    if (started.pid !== undefined) {
      try {
        setPriority(started.pid, LOW_PRIORITY)
      } catch {
        // Not allowed here: the encoder still runs apart, at normal priority.
      }
    }
    started.on('message', (message: unknown) => {
      const reply = replySchema.safeParse(message)
      if (!reply.success) return
      if (reply.data.recycle && child === started) child = undefined
      const { id, ok, output } = reply.data
      settle(id, ok && output ? { ok: true, output } : { ok: false, reason: 'unreadable' })
    })
    started.on('exit', () => {
      if (child === started) child = undefined
      for (const id of [...pending.keys()]) settle(id, { ok: false, reason: 'failed' })
    })
    started.unref()
    started.channel?.unref()
    return started
  }

  return {
    encode(job: EncodeJob): Promise<Encoded> {
      child ??= start()
      const running = child
      const id = nextId++
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          settle(id, { ok: false, reason: 'failed' })
          running.kill()
        }, ENCODE_TIMEOUT_MS)
        pending.set(id, { resolve, timer })
        try {
          running.send({ id, ...job })
        } catch {
          settle(id, { ok: false, reason: 'failed' })
        }
      })
    },
    stop() {
      child?.kill()
      child = undefined
    },
  }
}
