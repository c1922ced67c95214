import { createHash, timingSafeEqual } from 'node:crypto'

/** Compares a presented secret with the expected one in constant time (hashes equalise lengths). */
export function secretMatches(presented: string | null | undefined, expected: string): boolean {
  if (!presented) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(presented), digest(expected))
}
