import { describe, expect, it } from 'vitest'
import { processCpuMicros } from './process-cpu.ts'

const micros = (usage: NodeJS.CpuUsage) => usage.user + usage.system

describe('processCpuMicros', () => {
  it("reads this process's CPU time as the kernel counts it for process.cpuUsage()", () => {
    const fromProc = processCpuMicros(process.pid)
    const fromNode = process.cpuUsage()
    // Compute until the kernel has counted 100 ms of CPU to this process, however long that takes.
    let spin = 0
    while (micros(process.cpuUsage(fromNode)) < 100_000) spin += 1
    expect(spin).toBeGreaterThan(0)
    const used = processCpuMicros(process.pid) - fromProc
    const counted = micros(process.cpuUsage(fromNode))
    // Two clocks of the same threads (schedstat in ns, rusage in ticks): within a tenth and 20 ms.
    expect(Math.abs(used - counted)).toBeLessThan(counted / 10 + 20_000)
  })

  it('refuses a process that does not exist', () => {
    expect(() => processCpuMicros(2 ** 22 + 1)).toThrow()
  })
})
