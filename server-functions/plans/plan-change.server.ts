import { z } from 'zod'
import { fetchAccountData } from '../account/account-data.server.ts'
import type { AccountData } from '#domain/account/account.schema.ts'
import { callService } from '../http/service-client.server.ts'
import { AUTH_MESSAGES } from '#shared/api/auth.schema.ts'
import type { PublicUser } from '#shared/api/public-user.schema.ts'
import type { Outcome } from '../identity/auth.server.ts'
import { publicUser, type Session } from '../identity/session.server.ts'
import { type BillingCycle, knownCycle, type PlanName } from '#domain/plans/plan-rules.ts'
import { classifyPlanChange, planChangeBody } from '#domain/plans/plan-change.ts'

export const PLAN_MESSAGES = {
  failed: 'Your plan did not change. Please try again, or contact us for support if this keeps happening.',
  busy: 'A plan change for your account is already being processed. Please wait a moment.',
  noPlan: 'Only customers with a plan can change plan. Please contact us for support.',
  nothingPending: 'There is no pending plan change to cancel.',
  samePlan: 'This is already your plan.',
} as const

export type PlanChangeResult =
  { ok: true; user: PublicUser; message: string } | { ok: false; message: string }

// One change per customer at a time: a double click or a second tab never sends two billing calls.
const inFlight = new Set<string>()

// A 2xx with `ok: false` is a refusal; any other 2xx body (even none) counts as done.
const planResponseSchema = z.object({ ok: z.boolean().optional() }).catchall(z.unknown()).catch({})

async function callBilling(endpoint: string, payload: unknown): Promise<boolean> {
  const result = await callService('plans', endpoint, { json: payload, schema: planResponseSchema })
  if (result.ok && result.data.ok === false) console.error(`[plans] POST ${endpoint}: answered ok: false`)
  return result.ok && result.data.ok !== false
}

type Target = { plan: PlanName; cycle: BillingCycle } | 'cancel-pending'

function resolveTarget(account: AccountData & { plan: PlanName }, target: Target) {
  if (target !== 'cancel-pending') return target
  if (!account.pendingPlan && !account.pendingBillingCycle) return null
  return {
    plan: account.plan,
    cycle: knownCycle(account.billingCycle) ?? 'Monthly',
  }
}

/**
 * Changes the signed-in customer's own plan (docs/product.md#plan-changes): the customer and subscription come from the
 * session and the account service, never from the browser. The session's plan follows the change.
 */
export async function changeOwnPlan(
  session: Session | null,
  target: Target,
  today = new Date(),
): Promise<Outcome<PlanChangeResult>> {
  if (!session) return { result: { ok: false, message: AUTH_MESSAGES.sessionExpired } }
  const userId = session.user.id
  if (inFlight.has(userId)) return { result: { ok: false, message: PLAN_MESSAGES.busy } }
  inFlight.add(userId)
  try {
    const loaded = await fetchAccountData(userId)
    if (!loaded.ok) return { result: { ok: false, message: loaded.message } }
    const account = loaded.data
    const plan = account.plan
    if (!plan) return { result: { ok: false, message: PLAN_MESSAGES.noPlan } }
    const wanted = resolveTarget({ ...account, plan }, target)
    if (!wanted) return { result: { ok: false, message: PLAN_MESSAGES.nothingPending } }
    const change = classifyPlanChange({
      current: {
        plan,
        cycle: account.billingCycle,
        pendingPlan: account.pendingPlan,
        pendingCycle: knownCycle(account.pendingBillingCycle),
      },
      target: wanted,
      today,
      annualRenewalDate: account.annualRenewalDate,
    })
    if (change.kind === 'none') return { result: { ok: false, message: PLAN_MESSAGES.samePlan } }
    if (!change.endpoint) return { result: { ok: false, message: change.message } }
    if (
      !(await callBilling(
        change.endpoint,
        planChangeBody(change.payload, { customerId: account.customerId, netlifyId: userId }),
      ))
    ) {
      return { result: { ok: false, message: PLAN_MESSAGES.failed } }
    }
    const after = await fetchAccountData(userId)
    const nextPlan = after.ok ? after.data.plan : change.kind === 'upgrade' ? wanted.plan : plan
    const next: Session = { ...session, user: { ...session.user, plan: nextPlan } }
    return { result: { ok: true, user: publicUser(next), message: change.done }, session: next }
  } finally {
    inFlight.delete(userId)
  }
}
