/** The middle value, or the lower of the two middle ones for an even count (0 for none). */
export function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
}

/**
 * One metric over several Lighthouse runs: its own median (the lower middle of an even count) and
 * range, as `npm run bench:ab` reports each column.
 */
export function spread(values: readonly number[], digits = 0): string {
  if (values.length === 0) throw new Error('spread needs at least one value')
  const median = lowerMedian(values)
  const low = Math.min(...values)
  const high = Math.max(...values)
  const text = (value: number) => value.toFixed(digits)
  return low === high ? text(median) : `${text(median)} (${text(low)}–${text(high)})`
}

/** How many runs meet Lighthouse's budget for an app page: score ≥ 0.98 and TBT ≤ 50 ms. */
export function meeting(rows: readonly { performance: number; tbt: number }[]): string {
  return `${rows.filter((row) => row.performance >= 0.98 && row.tbt <= 50).length}/${rows.length}`
}
