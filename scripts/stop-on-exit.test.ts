import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Runs a script that registers a stop and then ends as `ending` says; returns its output and code. */
function run(ending: string) {
  const source = `
    import { stopOnExit } from './scripts/stop-on-exit.ts'
    stopOnExit(async () => { await new Promise((r) => setTimeout(r, 10)); console.log('browser closed') })
    stopOnExit(() => console.log('server stopped'))
    ${ending}
  `
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', source], {
    encoding: 'utf8',
    timeout: 15_000,
  })
  return { code: child.status, out: child.stdout }
}

describe('stopOnExit', () => {
  it('stops what a script started, newest first, when a late promise rejects', () => {
    const { code, out } = run(`Promise.reject(new Error('a late response'))`)
    expect(code).toBe(1)
    expect(out).toBe('server stopped\nbrowser closed\n')
  })

  it('does so on an uncaught error too', () => {
    const { code, out } = run(`setTimeout(() => { throw new Error('boom') }, 0)`)
    expect(code).toBe(1)
    expect(out).toBe('server stopped\nbrowser closed\n')
  })
})
