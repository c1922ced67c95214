import { createContext, useContext } from 'react'

/** Opens the sign-up modal. The shell provides it; outside the shell it does nothing. */
const SignUpOpenerContext = createContext<() => void>(() => undefined)

export const SignUpOpenerProvider = SignUpOpenerContext.Provider

export function useSignUpOpener(): () => void {
  return useContext(SignUpOpenerContext)
}

/**
 * Marks a block's sign-up button: on a document page (no hydration) the auth island owns the
 * sign-up modal, and the island loader replays a click on such a button once the island is live.
 */
export const SIGN_UP_TRIGGER = { 'data-island-trigger': 'auth', 'data-opens': 'sign-up' } as const
