import { describe, expect, it } from 'vitest'
import { cpuSettled, mainThreadCpuMicros, processCpuMicros } from './process-cpu.ts'

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

describe('mainThreadCpuMicros', () => {
  it("reads only the main thread: this process's work on it, and no more than the whole process", () => {
    const main = mainThreadCpuMicros(process.pid)
    const whole = processCpuMicros(process.pid)
    const fromNode = process.cpuUsage()
    while (micros(process.cpuUsage(fromNode)) < 100_000) Math.sqrt(Math.random())
    const used = mainThreadCpuMicros(process.pid) - main
    expect(used).toBeGreaterThan(80_000)
    expect(mainThreadCpuMicros(process.pid)).toBeLessThanOrEqual(processCpuMicros(process.pid))
    expect(main).toBeLessThanOrEqual(whole)
  })
})

describe('cpuSettled', () => {
  it('waits while a process computes and names it when it never goes quiet', async () => {
    // This process spins through the whole window: it is never idle.
    const spinning = new Promise<void>((resolve) => {
      const until = Date.now() + 400
      const spin = () => {
        const slice = Date.now() + 40
        while (Date.now() < slice) Math.sqrt(Math.random())
        if (Date.now() < until) setImmediate(spin)
        else resolve()
      }
      spin()
    })
    const busy = await cpuSettled([process.pid], { windowMs: 200, idleShare: 0.01, timeoutMs: 0 })
    await spinning
    expect(busy).toEqual([process.pid])
  })

  it('resolves with nobody busy once the process is quiet', async () => {
    expect(await cpuSettled([process.pid], { windowMs: 200, idleShare: 0.5, timeoutMs: 5_000 })).toEqual([])
  })
})
