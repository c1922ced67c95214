type Stop = () => unknown

const stops = new Set<Stop>()
let installed = false
let stopping: Promise<void> | undefined

/** Runs every registered stop once, newest first; one that fails does not keep the others from running. */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of [...stops].reverse()) {
      stops.delete(stop)
      try {
        await stop()
      } catch (error) {
        console.error('[stop-on-exit] a stop failed:', error)
      }
    }
  })()
  return stopping
}

function exitAfterStopping(code: number) {
  void stopAll().finally(() => process.exit(code))
}

/**
 * Registers what stops something a script started (a server, a browser): it runs however the script
 * ends, on an uncaught error, an unhandled rejection or Ctrl+C, as well as on the way out of the
 * script's own `finally`. Returns the function that unregisters it (once it has been stopped there).
 */
export function stopOnExit(stop: Stop): () => void {
  stops.add(stop)
  if (!installed) {
    installed = true
    process.once('SIGINT', () => exitAfterStopping(130))
    process.once('SIGTERM', () => exitAfterStopping(143))
    process.on('uncaughtException', (error) => {
      console.error(error)
      exitAfterStopping(1)
    })
    process.on('unhandledRejection', (reason) => {
      console.error(reason)
      exitAfterStopping(1)
    })
  }
  return () => void stops.delete(stop)
}
