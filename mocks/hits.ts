import { defineSlice } from './state.ts'

/** Requests each mocked service has answered since the last reset: proves caching and parallelism. */
export const mockHits = defineSlice('hits', () => new Map<string, number>())

export function countHit(service: string) {
  mockHits().set(service, (mockHits().get(service) ?? 0) + 1)
}

/** Response bytes each mocked service has sent since the last reset (`/api/mocks/hits/?bytes`): the scale bench's upstream cost. */
export const mockBytes = defineSlice('bytes', () => new Map<string, number>())

/** The last answers the mocked services sent, oldest first (`/api/mocks/hits/?requests`): what a render read. */
export type MockRequest = { service: string; path: string; bytes: number }
export const mockRequests = defineSlice('requests', (): MockRequest[] => [])
/** Enough for a cold render at 100x (a few dozen reads); older entries drop off. */
const KEPT_REQUESTS = 500

export function countBytes(service: string, bytes: number, path = '') {
  mockBytes().set(service, (mockBytes().get(service) ?? 0) + bytes)
  const requests = mockRequests()
  requests.push({ service, path, bytes })
  if (requests.length > KEPT_REQUESTS) requests.splice(0, requests.length - KEPT_REQUESTS)
}
