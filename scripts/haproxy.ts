import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type Backend = { name: string; port: number }

export type HaproxyOptions = {
  /** Where visitors connect, on 127.0.0.1. */
  port: number
  /** HAProxy's statistics page (`/stats;csv`), on 127.0.0.1. */
  statsPort: number
  backends: Backend[]
}

/**
 * The load balancer an operator would put in front of the instances: health checks on
 * `/api/health/` every 250 ms (two failures take an instance out, two successes bring it back; a
 * check may take 3 s, so a busy instance is not mistaken for a dead one), X-Forwarded-For added, and
 * a request whose connection failed is sent to another instance. No request that reached an instance
 * is retried (no `retry-on`): a GET without an answer would otherwise be replayed and hide a drain
 * that closed a connection under it, which is what the rolling-deploy test is there to catch.
 */
export function haproxyConfig({ port, statsPort, backends }: HaproxyOptions): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 10s',
    '  retries 3',
    '  option redispatch 1',
    '  option forwardfor',
    'frontend site',
    `  bind 127.0.0.1:${port}`,
    '  default_backend instances',
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health/',
    '  http-check expect status 200',
    '  timeout check 3s',
    '  default-server check inter 250ms fall 2 rise 2',
    ...backends.map(({ name, port: backendPort }) => `  server ${name} 127.0.0.1:${backendPort}`),
    '',
  ].join('\n')
}

export type Haproxy = {
  url: string
  /** Each backend's state as HAProxy sees it: `UP`, `DOWN`, `UP 1/2`, `NOLB`… */
  status: () => Promise<Record<string, string>>
  stop: () => Promise<void>
}

/** Debian's haproxy (`HAPROXY` for another binary) in the foreground; resolves once stats answer. */
export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  const dir = await mkdtemp(join(tmpdir(), 'pdfrest-haproxy-'))
  const config = join(dir, 'haproxy.cfg')
  await writeFile(config, haproxyConfig(options))
  const child: ChildProcess = spawn(process.env.HAPROXY ?? 'haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const statsUrl = `http://127.0.0.1:${options.statsPort}/stats;csv`

  async function status(): Promise<Record<string, string>> {
    const [header = '', ...rows] = (await (await fetch(statsUrl)).text()).trim().split('\n')
    const columns = header.replace(/^# /, '').split(',')
    const [name, state] = [columns.indexOf('svname'), columns.indexOf('status')]
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[0] === 'instances' && !['FRONTEND', 'BACKEND'].includes(cells[name] ?? ''))
        .map((cells) => [cells[name] ?? '', cells[state] ?? '']),
    )
  }

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    }
    await rm(dir, { recursive: true, force: true })
  }

  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break
    try {
      await status()
      return { url: `http://127.0.0.1:${options.port}`, status, stop }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await stop()
  throw new Error('haproxy did not start')
}
