import { z } from 'zod'
import { errorText } from '../content/cache.server.ts'
import { timeoutSignal } from '../content/upstream.server.ts'
import { serverEnv } from '../env.server.ts'
import { AUTH_MESSAGES, fetchErrorMessage } from '../identity/auth.schema.ts'
import { planNames } from '../plans/plan-names.ts'
import type { AccountData } from './account.schema.ts'

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

async function getJson<T>(
  label: string,
  url: string,
  schema: z.ZodType<T>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal: timeoutSignal(),
  })
  if (!response.ok) throw new Error(`${label} answered ${response.status}`)
  return schema.parse(await response.json())
}

export type AccountDataResult = { ok: true; data: AccountData } | { ok: false; message: string }

/**
 * The account reads (docs/product.md#account): key lookup and account service in parallel, then usage with the
 * user's key. Any failure is one clear message; the detail goes to the log only.
 */
export async function fetchAccountData(userId: string): Promise<AccountDataResult> {
  if (!userId) return { ok: false, message: AUTH_MESSAGES.missingUserId }
  const { services, accountServiceEnv } = serverEnv()
  const id = encodeURIComponent(userId)
  try {
    const [key, account] = await Promise.all([
      getJson('key lookup', `${services.accountGateway.url}/Production/apikey/${id}`, keySchema),
      getJson(
        'account service',
        `${services.accountService.url}/${accountServiceEnv}/account/${id}`,
        accountSchema,
      ),
    ])
    const usage = await getJson('usage', `${services.usage.url}/prod/usage-query`, usageSchema, {
      'API-Key': key.activation_key,
    })
    return {
      ok: true,
      data: {
        key: key.activation_key,
        plan: key.subscription_level,
        customerId: account.stripeId,
        meteredSubscriptionId: account.subscriptionId ?? null,
        currentMonthUsage: usage.total_calls,
        currentMonthEuUsage: usage.eu_gdpr_calls,
        proToolsUsage: usage.pro_tools_calls,
        maxUse: usage.included_calls,
        billingCycle: usage.billing_cycle ?? 'Monthly',
        annualRenewalDate: usage.annual_renewal_date ?? null,
        fileSizeOverage: usage.file_size_overage_mb,
        pendingPlan: usage.pending_plan ?? null,
        pendingBillingCycle: usage.pending_billing_cycle ?? null,
        licensedUsesSupplement: account.licensed_uses_supplement ?? null,
        filePersistenceOverride: account.file_persistence_override ?? null,
        maxFileSizeOverride: account.max_file_size_override ?? null,
        overageOverride: account.overage_override ?? null,
      },
    }
  } catch (error) {
    console.error('[account] data not loaded:', errorText(error))
    return { ok: false, message: ACCOUNT_LOAD_FAILED }
  }
}

/** After sign-up the CRM record is updated; errors are logged only. */
export async function postAccountRecord(userId: string): Promise<void> {
  const url = `${serverEnv().services.accountGateway.url}/Production/account/${encodeURIComponent(userId)}`
  try {
    const response = await fetch(url, { method: 'POST', signal: timeoutSignal() })
    if (!response.ok) throw new Error(`account record answered ${response.status}`)
  } catch (error) {
    console.error('[account] CRM record not updated:', errorText(error))
  }
}
