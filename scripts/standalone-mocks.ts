import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Starts the standalone mock server (`npm run build` first: dist/mock-server/mock-server.js) on
 * `port` and resolves with it and the variables that point a site instance at it, as they would point
 * it at the real services: MOCKS=false, so the instance runs no MSW of its own. A benchmark that
 * measures what production pays serves from such an instance, since MSW in the served process
 * replaces the global Response and Headers and intercepts every outgoing socket (decision 102).
 */
export async function startStandaloneMocks(
  port: number,
): Promise<{ process: ChildProcess; siteEnv: Record<string, string> }> {
  const child = spawn(process.execPath, ['dist/mock-server/mock-server.js'], {
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let printed = ''
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
      // The last variable it prints: all of them are out.
      if (/^CDN_PURGE_TOKEN=\S+\n/m.test(printed)) resolve()
    })
    child.once('exit', (code) => reject(new Error(`the mock server exited (${code}): npm run build first?`)))
  })
  await ready
  child.stdout.resume()
  return { process: child, siteEnv: siteEnvFromMockServer(printed) }
}

/**
 * The site's environment from what the mock server prints (its `NAME=value` lines), with MOCKS=false:
 * an instance that mocked anything itself would start MSW in its own process.
 */
export function siteEnvFromMockServer(printed: string): Record<string, string> {
  const variables = printed.split('\n').flatMap((line) => {
    const match = line.match(/^([A-Z_]+)=(\S+)$/)
    return match?.[1] && match[2] ? [[match[1], match[2]] as const] : []
  })
  return { ...Object.fromEntries(variables), MOCKS: 'false' }
}
