import { z } from 'zod/mini'

export const RECENT_SEARCHES_KEY = 'pdfrest-recent-searches'
const MAX_RECENT = 5
const recentSchema = z.array(z.string().check(z.maxLength(100)))

export function readRecentSearches(): string[] {
  try {
    const parsed = recentSchema.safeParse(
      JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]'),
    )
    return parsed.success ? parsed.data.slice(0, MAX_RECENT) : []
  } catch {
    return []
  }
}

/** Newest first, without duplicates (case-insensitive), at most five. */
export function withRecentSearch(recent: string[], query: string): string[] {
  const trimmed = query.trim().slice(0, 100)
  if (!trimmed) return recent
  return [trimmed, ...recent.filter((entry) => entry.toLowerCase() !== trimmed.toLowerCase())].slice(
    0,
    MAX_RECENT,
  )
}

export function rememberSearch(query: string): void {
  try {
    window.localStorage.setItem(
      RECENT_SEARCHES_KEY,
      JSON.stringify(withRecentSearch(readRecentSearches(), query)),
    )
  } catch {
    // Storage may be disabled; recent searches are a convenience.
  }
}
