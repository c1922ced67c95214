import { createServerFn } from '@tanstack/react-start'
import { fetchAccountData } from '../account/account-data.server.ts'
import { readSession } from '../identity/current-session.server.ts'
import { maxUploadBytes } from '#domain/plans/plan-limits.ts'

/** What the lab needs to know about the visitor: signed in, plan and upload limit. */
export const getLabContext = createServerFn({ method: 'GET' }).handler(async () => {
  const session = await readSession()
  if (!session) return { signedIn: false, plan: null, maxUploadBytes: maxUploadBytes('Enterprise', null) }
  const account = await fetchAccountData(session.user.id)
  const plan = account.ok ? (account.data.plan ?? 'Starter') : (session.user.plan ?? 'Starter')
  const override = account.ok ? account.data.maxFileSizeOverride : null
  return { signedIn: true, plan, maxUploadBytes: maxUploadBytes(plan, override) }
})
