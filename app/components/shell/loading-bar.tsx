import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'

// The loading bar's timings and colour (docs/product.md#shell).
export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  colour: '#d14041',
} as const

type Phase = 'idle' | 'running' | 'finishing'

/** A top-of-page bar while the router loads; hidden for loads shorter than the throttle. */
export function LoadingBar() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const [phase, setPhase] = useState<Phase>('idle')
  const timers = useRef<number[]>([])

  useEffect(() => {
    const clear = () => {
      for (const id of timers.current) window.clearTimeout(id)
      timers.current = []
    }
    clear()
    if (loading) {
      timers.current.push(window.setTimeout(() => setPhase('running'), LOADING_BAR.throttleMs))
    } else {
      timers.current.push(
        window.setTimeout(() => setPhase((current) => (current === 'running' ? 'finishing' : current)), 0),
      )
      timers.current.push(
        window.setTimeout(() => setPhase('idle'), LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs),
      )
    }
    return clear
  }, [loading])

  const width = phase === 'running' ? '90%' : phase === 'finishing' ? '100%' : '0%'
  const transition =
    phase === 'running'
      ? `width ${LOADING_BAR.durationMs}ms ease-out`
      : phase === 'finishing'
        ? `width 200ms ease-in, opacity ${LOADING_BAR.hideDelayMs}ms ease ${LOADING_BAR.resetDelayMs}ms`
        : 'none'

  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-phase={phase}
      className={css({
        position: 'fixed',
        top: '0',
        left: '0',
        right: '0',
        zIndex: 'max',
        pointerEvents: 'none',
      })}
    >
      <div
        style={{
          height: LOADING_BAR.heightPx,
          background: LOADING_BAR.colour,
          width,
          opacity: phase === 'finishing' ? 0 : phase === 'idle' ? 0 : 1,
          transition,
        }}
      />
    </div>
  )
}
