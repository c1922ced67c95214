import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:http'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { startBuiltServer } from './built-server.ts'
import { type CpuCategory, categorizePerfScript } from './cpu-categories.ts'
import { cpuSettled } from './process-cpu.ts'
import { startStandaloneMocks } from './standalone-mocks.ts'

/**
 * `node scripts/profile-observability.ts [--msw]` (after `npm run build`; needs Linux `perf`, Debian's
 * linux-perf, run as root): where tracing's CPU goes on a cached hit. A server with the operator
 * signals off and one tracing every request (OTLP/HTTP to a sink here) are loaded side by side for
 * 10 s while `perf record` samples each one's CPU time, every thread; the samples are sorted into
 * categories (scripts/cpu-categories.ts) and shown in µs of CPU a request. `--msw` serves from
 * servers running MSW in-process (MOCKS=true, the former bench) instead of the standalone mocks.
 * Ports: PROFILE_PORT to PROFILE_PORT+3.
 */
const port = Number(process.env.PROFILE_PORT ?? 4380)
const path = process.env.PROFILE_PATH ?? '/pricing/'
const withMsw = process.argv.includes('--msw')
const SECONDS = 10
const SAMPLES_A_SECOND = 1999

if (spawnSync('perf', ['--version']).status !== 0) {
  console.error('perf is missing: apt-get install -y linux-perf')
  process.exit(1)
}

const sink = createServer((request, response) => {
  request.resume()
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
})
await new Promise<void>((resolve) => sink.listen(port + 2, '127.0.0.1', resolve))
const mocks = withMsw ? undefined : await startStandaloneMocks(port + 3)
const siteEnv = mocks?.siteEnv ?? {}
const flags = ['--perf-basic-prof-only-functions']
const servers = {
  off: await startBuiltServer(port, flags, siteEnv),
  on: await startBuiltServer(port + 1, flags, {
    ...siteEnv,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port + 2}`,
  }),
}
const modes = ['off', 'on'] as const
const url = (mode: (typeof modes)[number]) => `http://127.0.0.1:${mode === 'off' ? port : port + 1}${path}`
const directory = await mkdtemp(join(tmpdir(), 'profile-observability-'))
try {
  for (const mode of modes) await (await fetch(url(mode))).arrayBuffer()
  await cpuSettled(modes.map((mode) => servers[mode].pid ?? 0))
  await Promise.all(modes.map((mode) => autocannon({ url: url(mode), connections: 50, duration: 2 })))
  const recorders = modes.map((mode) =>
    spawn(
      'perf',
      [
        'record',
        '-e',
        'cpu-clock',
        '-F',
        String(SAMPLES_A_SECOND),
        '-g',
        '-p',
        String(servers[mode].pid),
        '-o',
        join(directory, `${mode}.data`),
      ],
      { stdio: 'ignore' },
    ),
  )
  const results = await Promise.all(
    modes.map((mode) => autocannon({ url: url(mode), connections: 50, duration: SECONDS })),
  )
  await Promise.all(
    recorders.map(
      (recorder) =>
        new Promise((resolve) => {
          recorder.once('exit', resolve)
          recorder.kill('SIGINT')
        }),
    ),
  )
  const perRequest = modes.map((mode, index) => {
    const script = spawnSync('perf', ['script', '-i', join(directory, `${mode}.data`), '-F', 'comm,ip,sym'], {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024 * 1024,
    }).stdout
    const requests = Math.max(1, results[index]?.requests.total ?? 0)
    const counts = categorizePerfScript(script)
    return new Map(
      [...counts].map(([category, samples]) => [category, (samples * 1e6) / SAMPLES_A_SECOND / requests]),
    )
  })
  const [off, on] = perRequest
  const categories = [...new Set([...(off?.keys() ?? []), ...(on?.keys() ?? [])])].sort()
  const cell = (map: Map<CpuCategory, number> | undefined, category: CpuCategory) =>
    (map?.get(category) ?? 0).toFixed(1)
  const total = (map: Map<CpuCategory, number> | undefined) =>
    [...(map?.values() ?? [])].reduce((sum, value) => sum + value, 0)
  console.log(
    [
      `${path}, ${withMsw ? 'MSW in the served processes (MOCKS=true)' : 'standalone mocks (MOCKS=false)'}, ${results.map((result, index) => `${modes[index]} ${Math.round(result.requests.average)} req/s`).join(', ')}`,
      '',
      '| CPU µs a request (perf, every thread) | off | on | on − off |',
      '| --- | --- | --- | --- |',
      ...categories.map(
        (category) =>
          `| ${category} | ${cell(off, category)} | ${cell(on, category)} | ${((on?.get(category) ?? 0) - (off?.get(category) ?? 0)).toFixed(1)} |`,
      ),
      `| total | ${total(off).toFixed(1)} | ${total(on).toFixed(1)} | ${(total(on) - total(off)).toFixed(1)} |`,
    ].join('\n'),
  )
} finally {
  for (const server of Object.values(servers)) server.kill()
  mocks?.process.kill()
  sink.close()
}
