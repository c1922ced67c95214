import { describe, expect, it } from 'vitest'
import { toastPosition } from './toasts.tsx'

describe('toastPosition', () => {
  it('is bottom left, bottom right on API lab paths', () => {
    expect(toastPosition('/pricing/')).toBe('bottom-left')
    expect(toastPosition('/apilab/')).toBe('bottom-right')
    expect(toastPosition('/learning/apilab-tips/')).toBe('bottom-right')
  })
})
