/**
 * One in-memory state for every mocked service. Each service file defines its own slice with a
 * factory that builds the seeded value; `resetMockState()` rebuilds every slice from its seed, so
 * tests and the e2e reset route start from the same known content and users.
 */
const resetters = new Map<string, () => void>()

/** Defines a named slice of mock state and returns its accessor. */
export function defineSlice<T>(name: string, create: () => T): () => T {
  let value = create()
  // Keyed by name: a re-evaluated module (dev server) replaces its old resetter.
  resetters.set(name, () => {
    value = create()
  })
  return () => value
}

/** Rebuilds every slice from its seed. */
export function resetMockState(): void {
  for (const reset of resetters.values()) reset()
}
