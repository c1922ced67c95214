import autocannon from 'autocannon'
import { mainThreadCpuMicros, processCpuMicros } from './process-cpu.ts'

// autocannon runs `warmup` first and reports it apart (lib/init.js); its types do not list it yet.
type WarmedOptions = autocannon.Options & { warmup: { connections: number; duration: number } }

const CONNECTIONS = 50
const WARMUP_SECONDS = 2
const MEASURED_SECONDS = 10

function summary(result: autocannon.Result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

/** Requests per second on one URL, measured warm as visitors meet a running site: 2 s of the same load first (first render, JIT), then 10 s at 50 connections. */
export async function warmThroughput(url: string, headers: Record<string, string> = {}) {
  const options: WarmedOptions = {
    url,
    headers,
    connections: CONNECTIONS,
    duration: MEASURED_SECONDS,
    warmup: { connections: CONNECTIONS, duration: WARMUP_SECONDS },
  }
  return summary(await autocannon(options))
}

/**
 * Several servers measured at the same time, each under its own 50 connections: requests per second
 * and the CPU time each server process spent per answered request over the measured 10 s (the
 * warm-up left out). The same seconds of a shared machine's load fall on every server, so their
 * ratios hold where one server after the other would each meet a different machine. The CPU counts
 * what a server spends besides its requests too (timers, GC, its metrics thread): a few ms a second,
 * nothing at thousands of requests a second, but heavy where a starved machine leaves it tens. The
 * main thread's share is read apart: V8's helper threads swing most between identical servers.
 */
export async function throughputAndCpuTogether(targets: readonly { url: string; pid: number }[]) {
  const load = (url: string, duration: number) => autocannon({ url, connections: CONNECTIONS, duration })
  await Promise.all(targets.map(({ url }) => load(url, WARMUP_SECONDS)))
  const before = targets.map(({ pid }) => ({ all: processCpuMicros(pid), main: mainThreadCpuMicros(pid) }))
  const results = await Promise.all(targets.map(({ url }) => load(url, MEASURED_SECONDS)))
  return results.map((result, index) => {
    const target = targets[index]
    const requests = Math.max(1, result.requests.total)
    const used = target ? processCpuMicros(target.pid) - (before[index]?.all ?? 0) : Number.NaN
    const usedByMain = target ? mainThreadCpuMicros(target.pid) - (before[index]?.main ?? 0) : Number.NaN
    return {
      ...summary(result),
      cpuMicrosPerRequest: used / requests,
      mainThreadCpuMicrosPerRequest: usedByMain / requests,
    }
  })
}
