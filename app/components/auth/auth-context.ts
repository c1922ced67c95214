import { createContext, use } from 'react'
import type { PublicUser } from '#shared/api/public-user.schema.ts'

// Apart from the provider, so that a component that reads the user (a plan button) does not load
// every auth call the provider makes.

export type AuthDialog = 'sign-in' | 'sign-up' | null

export type AuthContextValue = {
  user: PublicUser | null
  dialog: AuthDialog
  /** Where to go after the sign-in: the opener's target, else the page it was opened on (sign-in-destination.ts). */
  next: string
  openSignIn: (next?: string) => void
  openSignUp: () => void
  closeDialog: () => void
  signedIn: (user: PublicUser) => void
  signOut: () => Promise<void>
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = use(AuthContext)
  if (!value) throw new Error('useAuth needs an AuthProvider')
  return value
}
