import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined
const clientSnapshot = () => true
const serverSnapshot = () => false

/** False on the server and during hydration, true once this component runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot)
}
