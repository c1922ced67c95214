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
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // the thread ended while the others were read
    }
  }
  return nanoseconds / 1000
}
