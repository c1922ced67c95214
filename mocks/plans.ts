import { HttpResponse, http, type RequestHandler } from 'msw'
import { z } from 'zod'
import { applyServiceMode } from './controls.ts'
import { billedCycle, billingCycles, planNames, planRank } from '#domain/plans/plan-rules.ts'
import { annualRenewalFrom, type MockUser, users } from './users.ts'

const planName = z.enum(planNames)
const cycle = z.enum(billingCycles)

// The exact bodies of the plan calls (docs/product.md#plan-changes).
const changeSchema = z.object({
  customer_id: z.string().min(1),
  netlify_id: z.string().min(1),
  old_plan: planName,
  new_plan: planName,
  old_plan_billing_cycle: cycle,
  new_plan_billing_cycle: cycle,
})
type Change = z.infer<typeof changeSchema>

const bad = (message: string) => HttpResponse.json({ ok: false, message }, { status: 400 })

function result(user: MockUser) {
  const { account } = user
  return HttpResponse.json({
    ok: true,
    plan: account.plan,
    billing_cycle: account.billingCycle,
    pending_plan: account.pendingPlan,
    pending_billing_cycle: account.pendingBillingCycle,
  })
}

/** Finds the account and checks the request describes it; a Response is a refusal. */
async function resolve(request: Request): Promise<Response | { user: MockUser; change: Change }> {
  const down = await applyServiceMode('plans')
  if (down) return down
  const parsed = changeSchema.safeParse(await request.json().catch(() => undefined))
  if (!parsed.success)
    return bad(`Invalid request: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`)
  const change = parsed.data
  const user = users().get(change.netlify_id)
  if (!user) return HttpResponse.json({ ok: false, message: 'Customer not found' }, { status: 404 })
  if (user.account.planCallsFail)
    return HttpResponse.json({ ok: false, message: 'Stripe error' }, { status: 500 })
  if (user.account.stripeId !== change.customer_id) return bad('customer_id does not match the account')
  if (user.account.plan !== change.old_plan || user.account.billingCycle !== change.old_plan_billing_cycle) {
    return bad('old_plan and old_plan_billing_cycle must describe the current subscription')
  }
  return { user, change }
}

/** The three billing endpoints, with the effects of a plan change on the shared state. */
export function planHandlers(base: string): RequestHandler[] {
  return [
    http.post(`${base}/stripe-sf-instant-upgrade`, async ({ request }) => {
      const resolved = await resolve(request)
      if (resolved instanceof Response) return resolved
      const { user, change } = resolved
      if (planRank(change.new_plan) <= planRank(change.old_plan)) return bad('An upgrade needs a higher plan')
      Object.assign(user.account, {
        plan: change.new_plan,
        pendingPlan: null,
        // Annual to monthly moves to monthly at the annual renewal date.
        billingCycle: change.old_plan_billing_cycle === 'Annual' ? 'Annual' : change.new_plan_billing_cycle,
        pendingBillingCycle:
          change.old_plan_billing_cycle === 'Annual' && change.new_plan_billing_cycle === 'Monthly'
            ? 'Monthly'
            : null,
        // An annual term bought now runs a year from today; one already running keeps its date.
        annualRenewalDate:
          change.old_plan_billing_cycle === 'Annual'
            ? (user.account.annualRenewalDate ?? annualRenewalFrom(new Date()))
            : change.new_plan_billing_cycle === 'Annual'
              ? annualRenewalFrom(new Date())
              : null,
        subscriptionId: user.account.subscriptionId ?? `sub_${user.id.replace(/-/g, '').slice(-14)}`,
      })
      return result(user)
    }),
    http.post(`${base}/stripe-sf-account-downgrade`, async ({ request }) => {
      const resolved = await resolve(request)
      if (resolved instanceof Response) return resolved
      const { user, change } = resolved
      if (planRank(change.new_plan) >= planRank(change.old_plan)) return bad('A downgrade needs a lower plan')
      if (billedCycle(change.new_plan, change.new_plan_billing_cycle) !== change.new_plan_billing_cycle) {
        return bad('new_plan_billing_cycle must be Monthly when the target is Starter')
      }
      user.account.pendingPlan = change.new_plan
      user.account.pendingBillingCycle =
        change.new_plan_billing_cycle === change.old_plan_billing_cycle ? null : change.new_plan_billing_cycle
      return result(user)
    }),
    http.post(`${base}/stripe-change-billing-cycle`, async ({ request }) => {
      const resolved = await resolve(request)
      if (resolved instanceof Response) return resolved
      const { user, change } = resolved
      if (change.new_plan !== change.old_plan) return bad('A billing-cycle change keeps the plan')
      if (billedCycle(change.new_plan, change.new_plan_billing_cycle) !== change.new_plan_billing_cycle) {
        return bad('Starter is only billed Monthly')
      }
      if (change.new_plan_billing_cycle === change.old_plan_billing_cycle) {
        // Same plan and cycle again: cancel whatever change is pending.
        user.account.pendingPlan = null
        user.account.pendingBillingCycle = null
      } else {
        user.account.pendingBillingCycle = change.new_plan_billing_cycle
      }
      return result(user)
    }),
  ]
}
