import { applyPurgesFromOtherInstances } from './content/purge.server.ts'
import { describeServices, productionMocksBanner, type ServerEnv, serverEnv } from './env.server.ts'
import { sharedStore } from './store/store.server.ts'

let booting: Promise<void> | undefined

export type BootOptions = {
  /**
   * Starts the stand-ins for the services the environment mocks. The server entry passes it in
   * (app/server.ts), so server code never imports the mocks: they depend on it, not it on them.
   */
  startMocks: (env: ServerEnv) => Promise<void>
}

/**
 * Runs once per server process: validates the environment (throws an EnvError naming the bad
 * variables), logs the runtime and which services are real or mocked, starts the mocks for the
 * mocked, and listens for content purges published by other instances.
 */
export async function boot({ startMocks }: BootOptions): Promise<void> {
  booting ??= (async () => {
    const env = serverEnv()
    console.log(`[boot] node ${process.version}, build ${__BUILD_ID__}, ${env.nodeEnv}`)
    for (const line of describeServices(env)) console.log(line)
    const banner = productionMocksBanner(env)
    if (banner) {
      const rule = '!'.repeat(100)
      console.warn(`${rule}\n[boot] ${banner}\n${rule}`)
    }
    if (env.anyMocked) await startMocks(env)
    applyPurgesFromOtherInstances()
    // The first sign-ins should not be refused for want of a connection that is a moment away.
    await sharedStore().ready(3000)
    const store = sharedStore().health()
    if (store.status !== 'ok')
      console.warn(`[boot] shared store ${store.kind} degraded: ${store.detail ?? ''}`)
  })()
  return booting
}
