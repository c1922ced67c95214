import fc from 'fast-check'

/**
 * Runs `numRuns` generated cases, several at a time (one at a time would not fit the time budget
 * on two cores), and returns the failures. Cases come from the seed, so a failure replays.
 */
export async function runCases<T>(
  arbitrary: fc.Arbitrary<T>,
  { numRuns, seed, concurrency = 6 }: { numRuns: number; seed: number; concurrency?: number },
  check: (value: T) => Promise<string | undefined>,
): Promise<{ value: T; defect: string }[]> {
  const cases = fc.sample(arbitrary, { numRuns, seed })
  const failures: { value: T; defect: string }[] = []
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const value = cases[next]
      next += 1
      if (value === undefined) continue
      const defect = await check(value)
      if (defect) failures.push({ value, defect })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return failures
}
