import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** A free TCP port on 127.0.0.1, for a server started right after. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export type RedisServer = {
  url: string
  port: number
  /** Stops the server (SIGTERM, then waits for the exit). */
  stop: () => Promise<void>
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>
}

/**
 * A throwaway redis-server (Debian package `redis-server`, or `REDIS_SERVER` for another binary)
 * without persistence, for tests and the bench: resolves once it accepts connections.
 */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort())
  const binary = process.env.REDIS_SERVER ?? 'redis-server'
  let child: ChildProcess | undefined
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const started = spawn(
        binary,
        ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      child = started
      let output = ''
      const onData = (data: Buffer) => {
        output += data.toString()
        if (output.includes('Ready to accept connections')) {
          started.stdout.off('data', onData)
          resolve()
        }
      }
      started.stdout.on('data', onData)
      started.once('error', reject)
      started.once('exit', (code) =>
        reject(new Error(`redis-server exited (${code}): ${output.slice(-500)}`)),
      )
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child
      child = undefined
      if (!running || running.exitCode !== null) return resolve()
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
    })
  await start()
  return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop, start }
}
