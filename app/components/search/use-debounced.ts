import { useEffect, useRef, useState } from 'react'

/**
 * The value once it has stood still for `ms`, except the first change after a pause, which passes at
 * once: the first result of a search does not wait out the debounce, later keystrokes in a burst do
 * (decision 088).
 */
export function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  const lastChange = useRef<number | undefined>(undefined)
  useEffect(() => {
    const now = performance.now()
    const previous = lastChange.current
    lastChange.current = now
    // The first run is the mount, not a change.
    if (previous === undefined) return
    if (now - previous >= ms) {
      setSettled(value)
      return
    }
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
