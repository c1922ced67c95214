import { useSyncExternalStore } from 'react'

/**
 * Toasts without shipping react-toastify to every visitor: the library and its container load on
 * the first toast (it queues toasts until the container mounts).
 */
let requested = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once a toast was asked for: the root then mounts the (lazy) container. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
}

async function loadToast() {
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  const { toast } = await import('react-toastify')
  return toast
}

export async function notifySuccess(message: string): Promise<void> {
  ;(await loadToast()).success(message)
}

export async function notifyError(message: string): Promise<void> {
  ;(await loadToast()).error(message)
}
