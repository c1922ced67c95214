import { lazy, Suspense, useState } from 'react'
import type { BotCheckConfig } from '~/components/forms/bot-check.ts'
import { useAuth } from './auth-context.ts'

const AuthDialog = lazy(async () => ({ default: (await import('./auth-dialog.tsx')).AuthDialog }))

/** The sign-in and sign-up modal loads (dialog and all) when first asked for, then stays mounted. */
export function AuthDialogSlot(props: { botCheck: BotCheckConfig; providers: string[] }) {
  const { dialog } = useAuth()
  const [loaded, setLoaded] = useState(false)
  if (dialog !== null && !loaded) setLoaded(true)
  return loaded ? (
    <Suspense fallback={null}>
      <AuthDialog {...props} />
    </Suspense>
  ) : null
}
