/**
 * One metric over several Lighthouse runs: its own median (the lower middle of an even count) and
 * range, as `npm run bench:ab` reports each column.
 */
export function spread(values: readonly number[], digits = 0): string {
  if (values.length === 0) throw new Error('spread needs at least one value')
  const sorted = [...values].sort((a, b) => a - b)
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
  const low = sorted[0] ?? 0
  const high = sorted.at(-1) ?? 0
  const text = (value: number) => value.toFixed(digits)
  return low === high ? text(median) : `${text(median)} (${text(low)}–${text(high)})`
}

/** How many runs meet Lighthouse's budget for an app page: score ≥ 0.98 and TBT ≤ 50 ms. */
export function meeting(rows: readonly { performance: number; tbt: number }[]): string {
  return `${rows.filter((row) => row.performance >= 0.98 && row.tbt <= 50).length}/${rows.length}`
}
