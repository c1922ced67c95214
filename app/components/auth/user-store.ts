import { useSyncExternalStore } from 'react'
import { z } from 'zod/mini'
import { planNameSchema } from '#domain/plans/plan-rules.ts'

/** The browser's user store without secrets (docs/product.md#account): no token and no API key ever land here. */
const storedUserSchema = z.object({
  loggedIn: z.boolean(),
  fullName: z.string(),
  email: z.string(),
  plan: z.nullable(planNameSchema),
  showTutorial: z.boolean(),
})
export type StoredUser = z.infer<typeof storedUserSchema>

export const USER_STORE_KEY = 'pdfrest-user'
const emptyUser: StoredUser = { loggedIn: false, fullName: '', email: '', plan: null, showTutorial: true }

let current: StoredUser | undefined
const listeners = new Set<() => void>()

function read(): StoredUser {
  if (current) return current
  try {
    const parsed = storedUserSchema.safeParse(
      JSON.parse(window.localStorage.getItem(USER_STORE_KEY) ?? 'null'),
    )
    current = parsed.success ? parsed.data : emptyUser
  } catch {
    current = emptyUser
  }
  return current
}

export function updateUserStore(changes: Partial<StoredUser>): void {
  current = { ...read(), ...changes }
  try {
    window.localStorage.setItem(USER_STORE_KEY, JSON.stringify(current))
  } catch {
    // Storage may be full or disabled; the in-memory copy still serves this page.
  }
  for (const listener of listeners) listener()
}

/** Sign-out resets the store (docs/product.md#sign-out). */
export function resetUserStore(): void {
  updateUserStore(emptyUser)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useUserStore(): StoredUser {
  return useSyncExternalStore(subscribe, read, () => emptyUser)
}
