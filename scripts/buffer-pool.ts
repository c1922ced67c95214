/**
 * Reusable buffers for cached pages. Each cache hit needs its own copy of the page (its nonce differs);
 * a fresh ~100 KB buffer per hit made V8 run a full GC several times a second under load, and those
 * pauses were the p99. A buffer goes back to the pool once its response has closed.
 */
export type BufferPool = {
  /** A buffer holding the chunks back to back, taken from the pool when one of its size is free. */
  fill: (chunks: Uint8Array[]) => Buffer<ArrayBuffer>
  /** Gives back a buffer `fill` returned; only once nothing reads it any more. */
  release: (buffer: Buffer) => void
  /** Bytes waiting in the pool. */
  pooledBytes: () => number
}

const SIZE_STEP = 16 * 1024

export function createBufferPool({ maxBytes }: { maxBytes: number }): BufferPool {
  // Rounded capacities let pages of about the same size, and a page whose content changed, share.
  const free = new Map<number, ArrayBuffer[]>()
  const waiting = new WeakSet<ArrayBuffer>()
  let pooled = 0
  return {
    fill(chunks) {
      const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
      const capacity = Math.max(1, Math.ceil(size / SIZE_STEP)) * SIZE_STEP
      const reused = free.get(capacity)?.pop()
      if (reused) {
        waiting.delete(reused)
        pooled -= capacity
      }
      const buffer = reused ? Buffer.from(reused) : Buffer.allocUnsafeSlow(capacity)
      let at = 0
      for (const chunk of chunks) {
        buffer.set(chunk, at)
        at += chunk.length
      }
      return buffer.subarray(0, size)
    },
    release(view) {
      const memory = view.buffer
      // Only whole pool buffers, each once: a buffer listed twice would be handed to two responses.
      if (!(memory instanceof ArrayBuffer) || view.byteOffset !== 0 || waiting.has(memory)) return
      const capacity = memory.byteLength
      if (capacity % SIZE_STEP !== 0 || pooled + capacity > maxBytes) return
      const list = free.get(capacity) ?? []
      list.push(memory)
      free.set(capacity, list)
      waiting.add(memory)
      pooled += capacity
    },
    pooledBytes: () => pooled,
  }
}
