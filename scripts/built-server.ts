import { type ChildProcess, spawn } from 'node:child_process'
import { mockedStackEnv } from './mocked-stack-env.ts'
import { serverNodeFlags } from './server-flags.ts'

/**
 * Starts the existing production build (`npm run build` first) on the mocked stack (MOCKS=true and
 * the demo secrets, set here: production has no defaults), on loopback, and
 * resolves once /api/health/ answers. Node flags (e.g. `--expose-gc`) go before the script; `env`
 * overrides the environment (e.g. an https SITE_URL, as behind a TLS proxy); `cwd` serves another
 * checkout's build (a `git worktree` of another commit, built there).
 */
export async function startBuiltServer(
  port: number,
  nodeFlags: string[] = [],
  env: Record<string, string> = {},
  cwd?: string,
): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [...serverNodeFlags, ...nodeFlags, 'scripts/serve.ts'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...mockedStackEnv,
      SITE_URL: origin,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/health/`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  server.kill()
  throw new Error('server did not start')
}
