import { lazy, Suspense } from 'react'
import { useToastsRequested } from './notify.ts'

const Toasts = lazy(() => import('./toasts.tsx').then((module) => ({ default: module.Toasts })))

/** Mounts the toast container once the first toast is asked for. */
export function ToastArea() {
  const requested = useToastsRequested()
  return requested ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null
}
