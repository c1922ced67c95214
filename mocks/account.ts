import { HttpResponse, http, type RequestHandler } from 'msw'
import { applyServiceMode } from './controls.ts'
import { findUserByApiKey, users } from './users.ts'

const notFound = () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })

/** The provider API gateway: key lookup and the CRM account record. */
export function accountGatewayHandlers(base: string): RequestHandler[] {
  return [
    http.get(`${base}/Production/apikey/:userId`, async ({ params }) => {
      const down = await applyServiceMode('accountGateway')
      if (down) return down
      const user = users().get(String(params.userId))
      if (!user) return notFound()
      return HttpResponse.json({ activation_key: user.account.apiKey, subscription_level: user.account.plan })
    }),
    http.post(`${base}/Production/account/:userId`, async ({ params }) => {
      const down = await applyServiceMode('accountGateway')
      if (down) return down
      const user = users().get(String(params.userId))
      if (!user) return notFound()
      user.account.crmRecordCreated = true
      return HttpResponse.json({ message: 'Account record updated' })
    }),
  ]
}

/** The usage endpoint, keyed by the `API-Key` header. */
export function usageHandlers(base: string): RequestHandler[] {
  return [
    http.get(`${base}/prod/usage-query`, async ({ request }) => {
      const down = await applyServiceMode('usage')
      if (down) return down
      const user = findUserByApiKey(request.headers.get('api-key') ?? '')
      if (!user) return HttpResponse.json({ message: 'Forbidden' }, { status: 403 })
      const { account } = user
      const included = { Starter: 300, Premium: 1000, Pro: 5000, Enterprise: 14000 }[account.plan]
      return HttpResponse.json({
        included_calls: included + (account.licensedUsesSupplement ?? 0),
        total_calls: account.totalCalls,
        eu_gdpr_calls: account.euCalls,
        pro_tools_calls: account.proToolsCalls,
        billing_cycle: account.billingCycle,
        annual_renewal_date: account.annualRenewalDate,
        file_size_overage_mb: account.fileSizeOverageMb,
        pending_plan: account.pendingPlan,
        pending_billing_cycle: account.pendingBillingCycle,
      })
    }),
  ]
}

/** The account service at `{base}/{env}/account/{userId}`. */
export function accountServiceHandlers(base: string, envName: string): RequestHandler[] {
  return [
    http.get(`${base}/${envName}/account/:userId`, async ({ params }) => {
      const down = await applyServiceMode('accountService')
      if (down) return down
      const user = users().get(String(params.userId))
      if (!user) return notFound()
      if (user.account.accountServiceFails) {
        return HttpResponse.json({ message: 'Internal server error' }, { status: 500 })
      }
      const { account } = user
      return HttpResponse.json({
        stripeId: account.stripeId,
        subscriptionId: account.subscriptionId,
        licensed_uses_supplement: account.licensedUsesSupplement,
        file_persistence_override: account.filePersistenceOverride,
        max_file_size_override: account.maxFileSizeOverride,
        overage_override: account.overageOverride,
      })
    }),
  ]
}
