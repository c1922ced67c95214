import { applyPurgesFromOtherInstances } from './content/purge.server.ts'
import { describeServices, serverEnv } from './env.server.ts'
import { sharedStore } from './store/store.server.ts'

let booting: Promise<void> | undefined

/**
 * Runs once per server process: validates the environment (throws an EnvError naming the bad
 * variables), logs the runtime and which services are real or mocked, starts MSW for the mocked,
 * and listens for content purges published by other instances.
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
    applyPurgesFromOtherInstances()
    // The first sign-ins should not be refused for want of a connection that is a moment away.
    await sharedStore().ready(3000)
    const store = sharedStore().health()
    if (store.status !== 'ok')
      console.warn(`[boot] shared store ${store.kind} degraded: ${store.detail ?? ''}`)
  })()
  return booting
}
