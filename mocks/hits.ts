import { defineSlice } from './state.ts'

/** Requests each mocked service has answered since the last reset: proves caching and parallelism. */
export const mockHits = defineSlice('hits', () => new Map<string, number>())

export function countHit(service: string) {
  mockHits().set(service, (mockHits().get(service) ?? 0) + 1)
}
