import { defineSlice } from './state.ts'

/** Requests each mocked service has answered since the last reset: proves caching and parallelism. */
export const mockHits = defineSlice('hits', () => new Map<string, number>())

export function countHit(service: string) {
  mockHits().set(service, (mockHits().get(service) ?? 0) + 1)
}

/** Response bytes each mocked service has sent since the last reset (`/api/mocks/hits/?bytes`): the scale bench's upstream cost. */
export const mockBytes = defineSlice('bytes', () => new Map<string, number>())

export function countBytes(service: string, bytes: number) {
  mockBytes().set(service, (mockBytes().get(service) ?? 0) + bytes)
}
