import { describe, expect, it } from 'vitest'
import { formatBytes } from './format-bytes.ts'

describe('formatBytes', () => {
  it('says bytes in the plural, and byte for one', () => {
    expect(formatBytes(0)).toBe('0 bytes')
    expect(formatBytes(1)).toBe('1 byte')
    expect(formatBytes(193)).toBe('193 bytes')
    expect(formatBytes(1023)).toBe('1023 bytes')
  })

  it('uses one decimal below ten units and whole numbers above', () => {
    expect(formatBytes(1024)).toBe('1 KB')
    expect(formatBytes(1229)).toBe('1.2 KB')
    expect(formatBytes(48 * 1024 + 300)).toBe('48 KB')
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB')
    expect(formatBytes(100 * 1024 * 1024)).toBe('100 MB')
    expect(formatBytes(1024 ** 3)).toBe('1 GB')
  })
})
