import { useNavigate, useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { notifySuccess } from '~/components/shell/notify.ts'
import type { PublicUser } from '#shared/api/public-user.schema.ts'
import { useAuth } from '~/components/auth/auth-context.ts'

type PlanCallResult = { ok: true; user: PublicUser; message: string } | { ok: false; message: string }

/**
 * Runs one plan call at a time (a double click never sends two), keeps the dialog open with the
 * message on failure, and on success shows the account page (or the lab tool the change was asked
 * for from) with the new state, and toasts the server's word on what changed and when it takes effect.
 */
export function usePlanMutation(onDone: () => void, labTool: string | null = null) {
  const auth = useAuth()
  const router = useRouter()
  const navigate = useNavigate()
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  const run = async (call: () => Promise<PlanCallResult>) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    setError('')
    try {
      const result = await call()
      if (!result.ok) {
        setError(result.message)
        return
      }
      auth.signedIn(result.user)
      void notifySuccess(result.message)
      onDone()
      await navigate(labTool ? { to: '/apilab/', search: { tool: labTool } } : { to: '/account/' })
      await router.invalidate()
    } catch {
      setError(
        'Your plan did not change. Please try again, or contact us for support if this keeps happening.',
      )
    } finally {
      running.current = false
      setBusy(false)
    }
  }
  return { busy, error, run, clearError: () => setError('') }
}
