// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebounced } from './use-debounced.ts'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the search debounce', () => {
  it('passes the first change after a pause at once and settles a burst after it stands still', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 200), {
      initialProps: { value: '' },
    })
    act(() => vi.advanceTimersByTime(1_000))
    rerender({ value: 'compress' })
    expect(result.current).toBe('compress')

    act(() => vi.advanceTimersByTime(50))
    rerender({ value: 'compress p' })
    act(() => vi.advanceTimersByTime(50))
    rerender({ value: 'compress pd' })
    expect(result.current).toBe('compress')
    act(() => vi.advanceTimersByTime(199))
    expect(result.current).toBe('compress')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('compress pd')
  })
})
