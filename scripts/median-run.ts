/**
 * Lighthouse's mobile score on a 2-core machine moves by ±0.15 between identical runs, so the bench
 * runs each page several times and reports the run with the median performance score (what
 * Lighthouse's own docs advise), with the lowest and highest score beside it.
 */
export type Summarised<Row> = { median: Row; low: number; high: number; runs: number }

export function medianRun<Row extends { performance: number }>(rows: readonly Row[]): Summarised<Row> {
  const sorted = [...rows].sort((a, b) => a.performance - b.performance)
  const median = sorted[Math.floor((sorted.length - 1) / 2)]
  const low = sorted[0]
  const high = sorted[sorted.length - 1]
  if (!median || !low || !high) throw new Error('medianRun needs at least one run')
  return { median, low: low.performance, high: high.performance, runs: sorted.length }
}
