import { describe, expect, it } from 'vitest'
import { medianRun } from './median-run.ts'

const run = (performance: number, tbt: number) => ({ performance, tbt })

describe('medianRun', () => {
  it('reports the whole run with the median score, and the range', () => {
    expect(medianRun([run(0.9, 200), run(0.7, 1400), run(0.85, 450)])).toEqual({
      median: run(0.85, 450),
      low: 0.7,
      high: 0.9,
      runs: 3,
    })
  })

  it('takes the lower middle run of an even count and a single run as it is', () => {
    expect(medianRun([run(0.8, 1), run(0.9, 2), run(0.7, 3), run(1, 4)]).median).toEqual(run(0.8, 1))
    expect(medianRun([run(0.5, 9)])).toEqual({ median: run(0.5, 9), low: 0.5, high: 0.5, runs: 1 })
  })

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow('at least one run')
  })
})
