import autocannon from 'autocannon'

// autocannon runs `warmup` first and reports it apart (lib/init.js); its types do not list it yet.
type WarmedOptions = autocannon.Options & { warmup: { connections: number; duration: number } }

/** Requests per second on one URL, measured warm as visitors meet a running site: 2 s of the same load first (first render, JIT), then 10 s at 50 connections. */
export async function warmThroughput(url: string, headers: Record<string, string> = {}) {
  const options: WarmedOptions = {
    url,
    headers,
    connections: 50,
    duration: 10,
    warmup: { connections: 50, duration: 2 },
  }
  const result = await autocannon(options)
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}
