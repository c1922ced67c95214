import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { accountGatewayHandlers, accountServiceHandlers, usageHandlers } from './account.ts'
import { mockControls } from './controls.ts'
import { planHandlers } from './plans.ts'
import { startMockServerFor } from './test-server.ts'
import type { BillingCycle, PlanName } from '#domain/plans/plan-rules.ts'
import { ANNUAL_RENEWAL_DATE, annualRenewalFrom, findUserByEmail } from './users.ts'

const gateway = 'https://gateway.test'
const usage = 'https://usage.test'
const accounts = 'https://accounts.test'
const billing = 'https://billing.test'
startMockServerFor([
  ...accountGatewayHandlers(gateway),
  ...usageHandlers(usage),
  ...accountServiceHandlers(accounts, 'prod'),
  ...planHandlers(billing),
])

const resultSchema = z.strictObject({
  ok: z.literal(true),
  plan: z.string(),
  billing_cycle: z.string(),
  pending_plan: z.string().nullable(),
  pending_billing_cycle: z.string().nullable(),
})
const refusalSchema = z.strictObject({ ok: z.literal(false), message: z.string() })
const usageSchema = z.object({
  included_calls: z.number(),
  billing_cycle: z.string(),
  annual_renewal_date: z.string().nullable(),
  pending_plan: z.string().nullable(),
  pending_billing_cycle: z.string().nullable(),
})

function demo(email: string) {
  const user = findUserByEmail(email)
  if (!user) throw new Error(`no demo user ${email}`)
  return user
}

type Target = { plan: PlanName; cycle: BillingCycle }

// The bodies of the plan calls (docs/product.md#plan-changes), field for field and in the order the site sends them.
function upgradeBody(email: string, to: Target) {
  const { id, account } = demo(email)
  return {
    customer_id: account.stripeId,
    new_plan: to.plan,
    netlify_id: id,
    old_plan: account.plan,
    old_plan_billing_cycle: account.billingCycle,
    new_plan_billing_cycle: to.cycle,
  }
}
function downgradeBody(email: string, to: Target) {
  const { id, account } = demo(email)
  return {
    customer_id: account.stripeId,
    old_plan: account.plan,
    old_plan_billing_cycle: account.billingCycle,
    netlify_id: id,
    // Monthly when the target is Starter.
    new_plan_billing_cycle: to.plan === 'Starter' ? 'Monthly' : to.cycle,
    new_plan: to.plan,
  }
}
function cycleBody(email: string, to: Target) {
  const { id, account } = demo(email)
  return {
    customer_id: account.stripeId,
    new_plan: to.plan,
    old_plan_billing_cycle: account.billingCycle,
    netlify_id: id,
    old_plan: account.plan,
    new_plan_billing_cycle: to.cycle,
  }
}

const post = (path: string, body: unknown) =>
  fetch(`${billing}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const upgrade = (email: string, to: Target) => post('/stripe-sf-instant-upgrade', upgradeBody(email, to))
const downgrade = (email: string, to: Target) =>
  post('/stripe-sf-account-downgrade', downgradeBody(email, to))
const changeCycle = (email: string, to: Target) => post('/stripe-change-billing-cycle', cycleBody(email, to))

async function ok(response: Response) {
  expect(response.status).toBe(200)
  return resultSchema.parse(await response.json())
}
async function refused(response: Response, status: number) {
  expect(response.status).toBe(status)
  return refusalSchema.parse(await response.json()).message
}

/** What the account page reads back: the key lookup's level and the usage endpoint. */
async function accountView(email: string) {
  const { id, account } = demo(email)
  const key = z
    .object({ subscription_level: z.string() })
    .parse(await (await fetch(`${gateway}/Production/apikey/${id}`)).json())
  const used = usageSchema.parse(
    await (await fetch(`${usage}/prod/usage-query`, { headers: { 'API-Key': account.apiKey } })).json(),
  )
  return { level: key.subscription_level, ...used }
}

describe('POST /stripe-sf-instant-upgrade', () => {
  it('upgrades Premium monthly to Pro monthly at once', async () => {
    const result = await ok(await upgrade('premium@example.com', { plan: 'Pro', cycle: 'Monthly' }))
    expect(result).toEqual({
      ok: true,
      plan: 'Pro',
      billing_cycle: 'Monthly',
      pending_plan: null,
      pending_billing_cycle: null,
    })
    expect(await accountView('premium@example.com')).toEqual({
      level: 'Pro',
      included_calls: 5000,
      billing_cycle: 'Monthly',
      annual_renewal_date: null,
      pending_plan: null,
      pending_billing_cycle: null,
    })
  })

  it('gives a Starter user who upgrades a subscription', async () => {
    expect(demo('starter@example.com').account.subscriptionId).toBeNull()
    await ok(await upgrade('starter@example.com', { plan: 'Premium', cycle: 'Monthly' }))
    const record = z
      .object({ subscriptionId: z.string() })
      .parse(await (await fetch(`${accounts}/prod/account/${demo('starter@example.com').id}`)).json())
    expect(record.subscriptionId).toMatch(/^sub_/)
    expect(await accountView('starter@example.com')).toMatchObject({ level: 'Premium', included_calls: 1000 })
  })

  it('upgrades annual to annual, keeping the renewal date', async () => {
    const result = await ok(await upgrade('pro@example.com', { plan: 'Enterprise', cycle: 'Annual' }))
    expect(result).toMatchObject({ plan: 'Enterprise', billing_cycle: 'Annual', pending_billing_cycle: null })
    expect(await accountView('pro@example.com')).toMatchObject({
      level: 'Enterprise',
      annual_renewal_date: ANNUAL_RENEWAL_DATE,
    })
  })

  it('upgrades annual to monthly: the plan at once, the cycle at the annual renewal date', async () => {
    const result = await ok(await upgrade('pro@example.com', { plan: 'Enterprise', cycle: 'Monthly' }))
    expect(result).toEqual({
      ok: true,
      plan: 'Enterprise',
      billing_cycle: 'Annual',
      pending_plan: null,
      pending_billing_cycle: 'Monthly',
    })
    expect(await accountView('pro@example.com')).toMatchObject({
      level: 'Enterprise',
      billing_cycle: 'Annual',
      pending_billing_cycle: 'Monthly',
    })
  })

  it('upgrades monthly to annual at once, renewing a year from the day of the change', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T15:00:00Z'), toFake: ['Date'] })
    try {
      const result = await ok(await upgrade('premium@example.com', { plan: 'Pro', cycle: 'Annual' }))
      expect(result).toMatchObject({ plan: 'Pro', billing_cycle: 'Annual', pending_billing_cycle: null })
      expect(await accountView('premium@example.com')).toMatchObject({
        billing_cycle: 'Annual',
        annual_renewal_date: '2027-11-28',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('renews a term bought on Feb 29 on Mar 1 of the next year', () => {
    expect(annualRenewalFrom(new Date('2028-02-29T12:00:00Z'))).toBe('2029-03-01')
    expect(annualRenewalFrom(new Date('2026-11-28T23:59:59Z'))).toBe('2027-11-28')
  })

  it('replaces a pending downgrade', async () => {
    const result = await ok(await upgrade('pending@example.com', { plan: 'Enterprise', cycle: 'Monthly' }))
    expect(result).toMatchObject({ plan: 'Enterprise', pending_plan: null })
  })

  it('refuses the same or a lower plan', async () => {
    expect(await refused(await upgrade('pro@example.com', { plan: 'Pro', cycle: 'Annual' }), 400)).toBe(
      'An upgrade needs a higher plan',
    )
    expect(await refused(await upgrade('pro@example.com', { plan: 'Starter', cycle: 'Monthly' }), 400)).toBe(
      'An upgrade needs a higher plan',
    )
    expect(demo('pro@example.com').account.plan).toBe('Pro')
  })
})

describe('POST /stripe-sf-account-downgrade', () => {
  it('records a downgrade as pending: the plan stays until renewal', async () => {
    const result = await ok(await downgrade('pro@example.com', { plan: 'Premium', cycle: 'Annual' }))
    expect(result).toEqual({
      ok: true,
      plan: 'Pro',
      billing_cycle: 'Annual',
      pending_plan: 'Premium',
      pending_billing_cycle: null,
    })
    expect(await accountView('pro@example.com')).toMatchObject({
      level: 'Pro',
      included_calls: 5000,
      pending_plan: 'Premium',
      pending_billing_cycle: null,
    })
  })

  it('downgrades a monthly plan to Starter at renewal', async () => {
    const result = await ok(await downgrade('premium@example.com', { plan: 'Starter', cycle: 'Monthly' }))
    expect(result).toMatchObject({ plan: 'Premium', pending_plan: 'Starter', pending_billing_cycle: null })
  })

  it('downgrades an annual plan to Starter, which is monthly', async () => {
    const body = downgradeBody('pro@example.com', { plan: 'Starter', cycle: 'Annual' })
    expect(body.new_plan_billing_cycle).toBe('Monthly')
    const result = await ok(await post('/stripe-sf-account-downgrade', body))
    expect(result).toMatchObject({
      plan: 'Pro',
      billing_cycle: 'Annual',
      pending_plan: 'Starter',
      pending_billing_cycle: 'Monthly',
    })
    expect(await accountView('pro@example.com')).toMatchObject({
      pending_plan: 'Starter',
      pending_billing_cycle: 'Monthly',
    })
  })

  it('refuses Starter on an annual cycle', async () => {
    const body = { ...downgradeBody('pro@example.com', { plan: 'Starter', cycle: 'Monthly' }) }
    body.new_plan_billing_cycle = 'Annual'
    expect(await refused(await post('/stripe-sf-account-downgrade', body), 400)).toBe(
      'new_plan_billing_cycle must be Monthly when the target is Starter',
    )
  })

  it('refuses the same or a higher plan', async () => {
    expect(
      await refused(await downgrade('premium@example.com', { plan: 'Pro', cycle: 'Monthly' }), 400),
    ).toBe('A downgrade needs a lower plan')
    expect(
      await refused(await downgrade('starter@example.com', { plan: 'Starter', cycle: 'Monthly' }), 400),
    ).toBe('A downgrade needs a lower plan')
    expect(demo('premium@example.com').account.pendingPlan).toBeNull()
  })
})

describe('POST /stripe-change-billing-cycle', () => {
  it('records monthly to annual as pending until the renewal date', async () => {
    const result = await ok(await changeCycle('premium@example.com', { plan: 'Premium', cycle: 'Annual' }))
    expect(result).toEqual({
      ok: true,
      plan: 'Premium',
      billing_cycle: 'Monthly',
      pending_plan: null,
      pending_billing_cycle: 'Annual',
    })
    expect(await accountView('premium@example.com')).toMatchObject({
      billing_cycle: 'Monthly',
      pending_billing_cycle: 'Annual',
    })
  })

  it('refuses an annual cycle for Starter, which is only billed monthly', async () => {
    expect(
      await refused(await changeCycle('starter@example.com', { plan: 'Starter', cycle: 'Annual' }), 400),
    ).toBe('Starter is only billed Monthly')
  })

  it('records annual to monthly as pending until the annual renewal date', async () => {
    const result = await ok(await changeCycle('pro@example.com', { plan: 'Pro', cycle: 'Monthly' }))
    expect(result).toMatchObject({ billing_cycle: 'Annual', pending_billing_cycle: 'Monthly' })
  })

  it('cancels the seeded pending downgrade when the current plan and cycle are sent again', async () => {
    expect(await accountView('pending@example.com')).toMatchObject({ pending_plan: 'Premium' })
    const result = await ok(await changeCycle('pending@example.com', { plan: 'Pro', cycle: 'Monthly' }))
    expect(result).toEqual({
      ok: true,
      plan: 'Pro',
      billing_cycle: 'Monthly',
      pending_plan: null,
      pending_billing_cycle: null,
    })
    expect(await accountView('pending@example.com')).toMatchObject({
      level: 'Pro',
      pending_plan: null,
      pending_billing_cycle: null,
    })
  })

  it('cancels a downgrade made earlier, plan and cycle together', async () => {
    await ok(await downgrade('pro@example.com', { plan: 'Starter', cycle: 'Monthly' }))
    expect(await accountView('pro@example.com')).toMatchObject({
      pending_plan: 'Starter',
      pending_billing_cycle: 'Monthly',
    })
    await ok(await changeCycle('pro@example.com', { plan: 'Pro', cycle: 'Annual' }))
    expect(await accountView('pro@example.com')).toMatchObject({
      level: 'Pro',
      billing_cycle: 'Annual',
      pending_plan: null,
      pending_billing_cycle: null,
    })
  })

  it('cancels a pending cycle change', async () => {
    await ok(await changeCycle('premium@example.com', { plan: 'Premium', cycle: 'Annual' }))
    const result = await ok(await changeCycle('premium@example.com', { plan: 'Premium', cycle: 'Monthly' }))
    expect(result).toMatchObject({ billing_cycle: 'Monthly', pending_billing_cycle: null })
  })

  it('refuses a different plan', async () => {
    expect(
      await refused(await changeCycle('pro@example.com', { plan: 'Premium', cycle: 'Annual' }), 400),
    ).toBe('A billing-cycle change keeps the plan')
  })
})

describe('request checks shared by the plan endpoints', () => {
  const paths = ['/stripe-sf-instant-upgrade', '/stripe-sf-account-downgrade', '/stripe-change-billing-cycle']

  it('refuses an old plan or cycle that is not the current subscription', async () => {
    const stalePlan = { ...upgradeBody('premium@example.com', { plan: 'Enterprise', cycle: 'Monthly' }) }
    stalePlan.old_plan = 'Pro'
    const message = 'old_plan and old_plan_billing_cycle must describe the current subscription'
    expect(await refused(await post('/stripe-sf-instant-upgrade', stalePlan), 400)).toBe(message)
    const staleCycle = { ...upgradeBody('premium@example.com', { plan: 'Enterprise', cycle: 'Monthly' }) }
    staleCycle.old_plan_billing_cycle = 'Annual'
    expect(await refused(await post('/stripe-sf-instant-upgrade', staleCycle), 400)).toBe(message)
    expect(demo('premium@example.com').account.plan).toBe('Premium')
  })

  it("refuses a customer_id that is not the account's", async () => {
    const body = { ...upgradeBody('premium@example.com', { plan: 'Pro', cycle: 'Monthly' }) }
    body.customer_id = 'cus_someoneelse00'
    expect(await refused(await post('/stripe-sf-instant-upgrade', body), 400)).toBe(
      'customer_id does not match the account',
    )
  })

  it('answers 404 for an unknown netlify_id', async () => {
    const body = { ...upgradeBody('premium@example.com', { plan: 'Pro', cycle: 'Monthly' }) }
    body.netlify_id = '00000000-0000-0000-0000-000000000000'
    expect(await refused(await post('/stripe-sf-instant-upgrade', body), 404)).toBe('Customer not found')
  })

  it('names the missing or invalid fields', async () => {
    const {
      customer_id: _customer,
      new_plan_billing_cycle: _cycle,
      ...missing
    } = upgradeBody('premium@example.com', { plan: 'Pro', cycle: 'Monthly' })
    for (const path of paths) {
      expect(await refused(await post(path, missing), 400)).toBe(
        'Invalid request: customer_id, new_plan_billing_cycle',
      )
    }
    const badPlan = {
      ...upgradeBody('premium@example.com', { plan: 'Pro', cycle: 'Monthly' }),
      new_plan: 'Gold',
    }
    expect(await refused(await post('/stripe-sf-instant-upgrade', badPlan), 400)).toBe(
      'Invalid request: new_plan',
    )
    const lowerCase = { ...cycleBody('premium@example.com', { plan: 'Premium', cycle: 'Annual' }) }
    expect(
      await refused(
        await post('/stripe-change-billing-cycle', { ...lowerCase, new_plan_billing_cycle: 'annual' }),
        400,
      ),
    ).toBe('Invalid request: new_plan_billing_cycle')
  })

  it('refuses a body that is not JSON', async () => {
    for (const path of paths) {
      expect(await refused(await post(path, 'plan=Pro'), 400)).toMatch(/^Invalid request/)
    }
  })

  it('answers 500 on every plan call for plan-fail@example.com and changes nothing', async () => {
    const email = 'plan-fail@example.com'
    const calls = [
      upgrade(email, { plan: 'Pro', cycle: 'Monthly' }),
      downgrade(email, { plan: 'Starter', cycle: 'Monthly' }),
      changeCycle(email, { plan: 'Premium', cycle: 'Annual' }),
      changeCycle(email, { plan: 'Premium', cycle: 'Monthly' }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(await refused(response, 500)).toBe('Stripe error')
    }
    expect(await accountView(email)).toMatchObject({
      level: 'Premium',
      billing_cycle: 'Monthly',
      pending_plan: null,
      pending_billing_cycle: null,
    })
  })

  it('answers 503 on every plan call while plans is down and changes nothing', async () => {
    mockControls().plans = 'down'
    const calls = [
      upgrade('premium@example.com', { plan: 'Pro', cycle: 'Monthly' }),
      downgrade('premium@example.com', { plan: 'Starter', cycle: 'Monthly' }),
      changeCycle('premium@example.com', { plan: 'Premium', cycle: 'Annual' }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ message: 'Service Unavailable' })
    }
    expect(await accountView('premium@example.com')).toMatchObject({
      level: 'Premium',
      pending_billing_cycle: null,
    })
  })

  it('starts every test from the seeded plans', async () => {
    expect(mockControls().plans).toBe('ok')
    expect(await accountView('premium@example.com')).toMatchObject({ level: 'Premium', pending_plan: null })
    expect(await accountView('pending@example.com')).toMatchObject({ level: 'Pro', pending_plan: 'Premium' })
  })
})
