// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './copy-button.tsx'
import { COPIED_MS } from './copy-text.ts'

afterEach(() => vi.useRealTimers())

describe('CopyButton', () => {
  it('copies and shows "Copied" for 1500 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    vi.useFakeTimers()
    render(<CopyButton text="curl …" label="Copy the cURL sample" />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy the cURL sample' }))
    })
    expect(writeText).toHaveBeenCalledWith('curl …')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(COPIED_MS - 1))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Copy the cURL sample' })).toBeTruthy()
  })
})
