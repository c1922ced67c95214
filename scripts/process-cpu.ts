import { readFileSync, readdirSync } from 'node:fs'

/**
 * The CPU time a process has spent so far, in µs: the sum over its threads (the main one, workers,
 * V8's and libuv's) of Linux's /proc/<pid>/task/<tid>/schedstat, counted in nanoseconds where
 * /proc/<pid>/stat counts 10 ms ticks. What a benchmark divides by its request count: unlike requests
 * per second, it hardly moves when other processes load the machine. A thread that ended between two
 * readings takes its time with it; a server's threads live as long as it does.
 */
export function processCpuMicros(pid: number): number {
  let nanoseconds = 0
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += threadNanoseconds(pid, Number(thread))
    } catch {
      // the thread ended while the others were read
    }
  }
  return nanoseconds / 1000
}

/**
 * The CPU time of the process's main thread alone, in µs: where a Node server runs its JavaScript.
 * V8's helper threads (concurrent marking, compilation) swing by 50–200 µs a request between two
 * identical servers loaded side by side, so the main thread tells apart what code adds.
 */
export function mainThreadCpuMicros(pid: number): number {
  return threadNanoseconds(pid, pid) / 1000
}

function threadNanoseconds(pid: number, thread: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0])
}

/**
 * Resolves once every process has used less than `idleShare` of a core over `windowMs` (a server
 * done with its start: the first render's best brotli copy is about a second of zlib's pool), or
 * after `timeoutMs` with the processes still busy named, so a measurement starts from the same state.
 */
export async function cpuSettled(
  pids: readonly number[],
  { windowMs = 500, idleShare = 0.1, timeoutMs = 30_000 } = {},
): Promise<number[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const before = pids.map(processCpuMicros)
    await new Promise((resolve) => setTimeout(resolve, windowMs))
    const busy = pids.filter(
      (pid, index) => processCpuMicros(pid) - (before[index] ?? 0) >= idleShare * windowMs * 1000,
    )
    if (busy.length === 0 || Date.now() > deadline) return busy
  }
}
