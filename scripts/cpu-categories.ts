/**
 * Where a Node server's CPU goes, from `perf script -F comm,ip,sym` output (samples of the cpu-clock
 * event with call chains, JavaScript named through --perf-basic-prof): each sample lands in one
 * category, by its thread and the frames on its stack. Unlike V8's own profiler, which samples wall
 * time and charges a preempted thread's waiting to whatever function it was in, perf counts only
 * time on a CPU, and sees V8's helper threads (concurrent marking, compilation) and zlib's pool.
 */
export type CpuCategory =
  | 'tracing: spans and context'
  | 'tracing: export (serialize, send)'
  | 'MSW in the served process'
  | 'GC on the main thread'
  | 'render'
  | 'brotli'
  | 'rest of the main thread'
  | 'V8 helpers: GC'
  | 'V8 helpers: compiling, other'
  | 'other threads'

const EXPORT_FRAMES = [
  'serializeRequest',
  'sendWithHttp',
  'otlp-exporter-base',
  'otlp-transformer',
  '_flushOneBatch',
]
const GC_FRAMES = ['Scaveng', 'MarkCompact', 'ConcurrentMarking', 'Sweeper', 'v8::internal::Heap::']

/** The category of one sample: its thread name, then its frames from the leaf outwards. */
export function categorize(thread: string, frames: readonly string[]): CpuCategory {
  const has = (needles: readonly string[]) =>
    frames.some((frame) => needles.some((needle) => frame.includes(needle)))
  if (thread === 'MainThread') {
    if (has(['Brotli'])) return 'brotli'
    if (has(EXPORT_FRAMES)) return 'tracing: export (serialize, send)'
    // The context manager's `with` wraps the whole request: only a sample whose innermost
    // OpenTelemetry frame is something else is tracing's own work.
    const innermost = frames.find((frame) => frame.includes('@opentelemetry/'))
    if (innermost && !/AsyncLocalStorageContextManager|api\/dist\/api\/context/.test(innermost))
      return 'tracing: spans and context'
    if (has(['@mswjs/'])) return 'MSW in the served process'
    if (has(['react-dom'])) return 'render'
    if (has(GC_FRAMES)) return 'GC on the main thread'
    return 'rest of the main thread'
  }
  if (has(['Brotli'])) return 'brotli'
  if (thread === 'V8Worker') return has(GC_FRAMES) ? 'V8 helpers: GC' : 'V8 helpers: compiling, other'
  return 'other threads'
}

/** Samples by category from `perf script -F comm,ip,sym` text (one blank-line-separated block each). */
export function categorizePerfScript(text: string): Map<CpuCategory, number> {
  const counts = new Map<CpuCategory, number>()
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    const [header, ...frames] = lines
    const thread = header?.split(/\s+/)[0]
    if (!thread) continue
    const category = categorize(thread, frames)
    counts.set(category, (counts.get(category) ?? 0) + 1)
  }
  return counts
}
