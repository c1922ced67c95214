import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { callService } from '../http/service-client.server.ts'
import { AUTH_MESSAGES, fetchErrorMessage } from '#shared/api/auth.schema.ts'
import { planNames } from '#domain/plans/plan-rules.ts'
import type { AccountData } from '#domain/account/account.schema.ts'

const plan = z.enum(planNames).nullable().catch(null)
const count = z.number().nonnegative().catch(0)

const keySchema = z.object({ activation_key: z.string().min(1), subscription_level: plan })
const usageSchema = z.object({
  included_calls: count,
  total_calls: count,
  eu_gdpr_calls: count,
  pro_tools_calls: count,
  billing_cycle: z.string().nullish(),
  annual_renewal_date: z.string().nullish(),
  file_size_overage_mb: count,
  pending_plan: plan.optional(),
  pending_billing_cycle: z.string().nullish(),
})
const accountSchema = z.object({
  stripeId: z.string().min(1),
  subscriptionId: z.string().nullish(),
  licensed_uses_supplement: z.number().nullish(),
  file_persistence_override: z.number().nullish(),
  max_file_size_override: z.number().nullish(),
  overage_override: z.number().nullish(),
})

export const ACCOUNT_LOAD_FAILED = fetchErrorMessage('We could not load your account details')

export type AccountDataResult = { ok: true; data: AccountData } | { ok: false; message: string }

/**
 * The account reads (docs/product.md#account): key lookup and account service in parallel, then usage with the
 * user's key. Any failure is one clear message; the detail goes to the log only.
 */
export async function fetchAccountData(userId: string): Promise<AccountDataResult> {
  if (!userId) return { ok: false, message: AUTH_MESSAGES.missingUserId }
  const id = encodeURIComponent(userId)
  const [key, account] = await Promise.all([
    callService('accountGateway', `/Production/apikey/${id}`, { schema: keySchema }),
    callService('accountService', `/${serverEnv().accountServiceEnv}/account/${id}`, {
      schema: accountSchema,
    }),
  ])
  if (!key.ok || !account.ok) return { ok: false, message: ACCOUNT_LOAD_FAILED }
  const usage = await callService('usage', '/prod/usage-query', {
    schema: usageSchema,
    headers: { 'API-Key': key.data.activation_key },
  })
  if (!usage.ok) return { ok: false, message: ACCOUNT_LOAD_FAILED }
  return {
    ok: true,
    data: {
      key: key.data.activation_key,
      plan: key.data.subscription_level,
      customerId: account.data.stripeId,
      meteredSubscriptionId: account.data.subscriptionId ?? null,
      currentMonthUsage: usage.data.total_calls,
      currentMonthEuUsage: usage.data.eu_gdpr_calls,
      proToolsUsage: usage.data.pro_tools_calls,
      maxUse: usage.data.included_calls,
      billingCycle: usage.data.billing_cycle ?? 'Monthly',
      annualRenewalDate: usage.data.annual_renewal_date ?? null,
      fileSizeOverage: usage.data.file_size_overage_mb,
      pendingPlan: usage.data.pending_plan ?? null,
      pendingBillingCycle: usage.data.pending_billing_cycle ?? null,
      licensedUsesSupplement: account.data.licensed_uses_supplement ?? null,
      filePersistenceOverride: account.data.file_persistence_override ?? null,
      maxFileSizeOverride: account.data.max_file_size_override ?? null,
      overageOverride: account.data.overage_override ?? null,
    },
  }
}

/** After sign-up the CRM record is updated; errors are logged only. */
export async function postAccountRecord(userId: string): Promise<void> {
  await callService('accountGateway', `/Production/account/${encodeURIComponent(userId)}`, {
    method: 'POST',
    schema: z.unknown(),
  })
}
