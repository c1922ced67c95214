/** Upper bound for any single call to an outside service, so a hung service never hangs a page. */
export const UPSTREAM_TIMEOUT_MS = 5_000

export function timeoutSignal(): AbortSignal {
  return AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)
}
