import { describe, expect, it } from 'vitest'
import { scriptKb } from './lighthouse.ts'

describe('scriptKb', () => {
  it("adds the transferred bytes of the run's scripts only", () => {
    const details = {
      type: 'table',
      items: [
        { url: '/a.js', resourceType: 'Script', transferSize: 1024 },
        { url: '/b.js', resourceType: 'Script', transferSize: 512 },
        { url: '/c.css', resourceType: 'Stylesheet', transferSize: 4096 },
        { url: '/d.js', resourceType: 'Script' },
      ],
    }
    expect(scriptKb(details)).toBe(1.5)
  })

  it('says -1 when the network log is missing', () => {
    expect(scriptKb(undefined)).toBe(-1)
  })
})
