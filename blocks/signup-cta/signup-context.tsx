import { createContext, useContext } from 'react'

/** Opens the sign-up modal. The shell provides it; outside the shell it does nothing. */
const SignUpOpenerContext = createContext<() => void>(() => undefined)

export const SignUpOpenerProvider = SignUpOpenerContext.Provider

export function useSignUpOpener(): () => void {
  return useContext(SignUpOpenerContext)
}
