import { describeServices, serverEnv } from './env.server.ts'

let booting: Promise<void> | undefined

/**
 * Runs once per server process: validates the environment (throws an EnvError naming the bad
 * variables), logs the runtime and which services are real or mocked, and starts MSW for the mocked.
 */
export async function boot(): Promise<void> {
  booting ??= (async () => {
    const env = serverEnv()
    console.log(`[boot] node ${process.version}, build ${__BUILD_ID__}, ${env.nodeEnv}`)
    for (const line of describeServices(env)) console.log(line)
    if (env.anyMocked) {
      const { startMockServer } = await import('#mocks/server.ts')
      startMockServer(env)
    }
  })()
  return booting
}
