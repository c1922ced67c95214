import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accountGatewayHandlers, accountServiceHandlers, usageHandlers } from './account.ts'
import { mockControls } from './controls.ts'
import { identityHandlers } from './identity.ts'
import { startMockServerFor } from './test-server.ts'
import { ANNUAL_RENEWAL_DATE, demoUsers, findUserByEmail, plans } from './users.ts'

const identity = 'https://identity.test/.netlify/identity'
const gateway = 'https://gateway.test'
const usage = 'https://usage.test'
const accounts = 'https://accounts.test'
// The account service lives under `{ACCOUNT_SERVICE_URL}/{ACCOUNT_SERVICE_ENV}/account/{id}`.
const accountEnv = 'staging'
startMockServerFor([
  ...identityHandlers(identity),
  ...accountGatewayHandlers(gateway),
  ...usageHandlers(usage),
  ...accountServiceHandlers(accounts, accountEnv),
])

const keySchema = z.strictObject({ activation_key: z.string(), subscription_level: z.string() })
const usageSchema = z.strictObject({
  included_calls: z.number(),
  total_calls: z.number(),
  eu_gdpr_calls: z.number(),
  pro_tools_calls: z.number(),
  billing_cycle: z.enum(['Monthly', 'Annual']),
  annual_renewal_date: z.string().nullable(),
  file_size_overage_mb: z.number(),
  pending_plan: z.string().nullable(),
  pending_billing_cycle: z.string().nullable(),
})
const accountSchema = z.strictObject({
  stripeId: z.string(),
  subscriptionId: z.string().nullable(),
  licensed_uses_supplement: z.number().nullable(),
  file_persistence_override: z.number().nullable(),
  max_file_size_override: z.number().nullable(),
  overage_override: z.number().nullable(),
})

function demo(email: string) {
  const user = findUserByEmail(email)
  if (!user) throw new Error(`no demo user ${email}`)
  return user
}

const keyLookup = (userId: string) => fetch(`${gateway}/Production/apikey/${userId}`)
const usageQuery = (apiKey?: string) =>
  fetch(`${usage}/prod/usage-query`, { headers: apiKey === undefined ? {} : { 'API-Key': apiKey } })
const accountRecord = (userId: string) => fetch(`${accounts}/${accountEnv}/account/${userId}`)
const crmPost = (userId: string) => fetch(`${gateway}/Production/account/${userId}`, { method: 'POST' })

describe('API gateway: GET /Production/apikey/{userId}', () => {
  it.each(demoUsers())('returns the key and plan of $email', async ({ email, plan }) => {
    const response = await keyLookup(demo(email).id)
    expect(response.status).toBe(200)
    expect(keySchema.parse(await response.json())).toEqual({
      activation_key: demo(email).account.apiKey,
      subscription_level: plan,
    })
  })

  it('hands out stable, pasteable keys for the demo users', async () => {
    const key = keySchema.parse(await (await keyLookup(demo('starter@example.com').id)).json())
    expect(key.activation_key).toBe('demo-starter-0001-key')
  })

  it('answers 404 for an unknown user', async () => {
    const response = await keyLookup('00000000-0000-0000-0000-000000000000')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not Found' })
  })
})

describe('API gateway: POST /Production/account/{userId}', () => {
  it('updates the CRM record of a user, without a body', async () => {
    const response = await crmPost(demo('premium@example.com').id)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Account record updated' })
  })

  it('answers 404 for an unknown user', async () => {
    const response = await crmPost('unknown')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not Found' })
  })
})

describe('usage: GET /prod/usage-query', () => {
  it('reports every usage field of premium@example.com', async () => {
    const response = await usageQuery('demo-premium-0002-key')
    expect(response.status).toBe(200)
    expect(usageSchema.parse(await response.json())).toEqual({
      included_calls: 1000,
      total_calls: 1064,
      eu_gdpr_calls: 128,
      pro_tools_calls: 213,
      billing_cycle: 'Monthly',
      annual_renewal_date: null,
      file_size_overage_mb: 14,
      pending_plan: null,
      pending_billing_cycle: null,
    })
  })

  it.each(demoUsers())('includes the calls of the $plan plan for $email', async ({ email, plan, cycle }) => {
    const { account } = demo(email)
    const body = usageSchema.parse(await (await usageQuery(account.apiKey)).json())
    expect(body.included_calls).toBe(plans[plan].callsPerMonth + (account.licensedUsesSupplement ?? 0))
    expect(body.billing_cycle).toBe(cycle)
    expect(body.total_calls).toBe(account.totalCalls)
  })

  it('shows the annual renewal date of an annual plan', async () => {
    const body = usageSchema.parse(await (await usageQuery(demo('pro@example.com').account.apiKey)).json())
    expect(body).toMatchObject({ billing_cycle: 'Annual', annual_renewal_date: ANNUAL_RENEWAL_DATE })
  })

  it('adds the licensed-uses supplement of enterprise@example.com to its included calls', async () => {
    const body = usageSchema.parse(
      await (await usageQuery(demo('enterprise@example.com').account.apiKey)).json(),
    )
    expect(body).toMatchObject({ included_calls: 14000 + 2000, total_calls: 15210 })
  })

  it('shows the pending downgrade of pending@example.com', async () => {
    const body = usageSchema.parse(
      await (await usageQuery(demo('pending@example.com').account.apiKey)).json(),
    )
    expect(body).toMatchObject({ pending_plan: 'Premium', pending_billing_cycle: null })
  })

  it('refuses a wrong or missing API-Key with 403', async () => {
    for (const response of [await usageQuery('wrong-key'), await usageQuery(), await usageQuery('')]) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: 'Forbidden' })
    }
  })

  it('reads the header whatever its case', async () => {
    const response = await fetch(`${usage}/prod/usage-query`, { headers: { 'api-key': 'demo-pro-0003-key' } })
    expect(response.status).toBe(200)
  })
})

describe('account service: GET /{env}/account/{userId}', () => {
  it('returns the Stripe ids and overrides of pro@example.com', async () => {
    const pro = demo('pro@example.com')
    const response = await accountRecord(pro.id)
    expect(response.status).toBe(200)
    expect(accountSchema.parse(await response.json())).toEqual({
      stripeId: pro.account.stripeId,
      subscriptionId: pro.account.subscriptionId,
      licensed_uses_supplement: null,
      file_persistence_override: null,
      max_file_size_override: 750,
      overage_override: null,
    })
    expect(pro.account.stripeId).toMatch(/^cus_/)
    expect(pro.account.subscriptionId).toMatch(/^sub_/)
  })

  it('returns the overrides of enterprise@example.com', async () => {
    const body = accountSchema.parse(await (await accountRecord(demo('enterprise@example.com').id)).json())
    expect(body).toMatchObject({
      licensed_uses_supplement: 2000,
      file_persistence_override: 1440,
      max_file_size_override: null,
      overage_override: 0.02,
    })
  })

  it('has no subscription for a Starter user', async () => {
    const body = accountSchema.parse(await (await accountRecord(demo('starter@example.com').id)).json())
    expect(body.subscriptionId).toBeNull()
  })

  it('answers 500 for broken-account@example.com, while its other services work', async () => {
    const broken = demo('broken-account@example.com')
    const response = await accountRecord(broken.id)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Internal server error' })
    expect((await keyLookup(broken.id)).status).toBe(200)
    expect((await usageQuery(broken.account.apiKey)).status).toBe(200)
  })

  it('answers 404 for an unknown user', async () => {
    const response = await accountRecord('unknown')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Not Found' })
  })
})

describe('a user who signs up', () => {
  it('gets a key, Starter usage and an account record', async () => {
    const signup = await fetch(`${identity}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'new@example.com', password: 'Str0ng!pass', data: { full_name: 'New' } }),
    })
    const { id } = z.object({ id: z.string() }).parse(await signup.json())
    expect((await crmPost(id)).status).toBe(200)

    const key = keySchema.parse(await (await keyLookup(id)).json())
    expect(key.subscription_level).toBe('Starter')
    expect(usageSchema.parse(await (await usageQuery(key.activation_key)).json())).toEqual({
      included_calls: 300,
      total_calls: 0,
      eu_gdpr_calls: 0,
      pro_tools_calls: 0,
      billing_cycle: 'Monthly',
      annual_renewal_date: null,
      file_size_overage_mb: 0,
      pending_plan: null,
      pending_billing_cycle: null,
    })
    expect(accountSchema.parse(await (await accountRecord(id)).json())).toMatchObject({
      subscriptionId: null,
      licensed_uses_supplement: null,
    })
  })
})

describe('down switches', () => {
  const pro = () => demo('pro@example.com')
  const expectDown = async (response: Response) => {
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'Service Unavailable' })
  }

  it('takes only the API gateway down with accountGateway', async () => {
    mockControls().accountGateway = 'down'
    await expectDown(await keyLookup(pro().id))
    await expectDown(await crmPost(pro().id))
    expect((await usageQuery(pro().account.apiKey)).status).toBe(200)
    expect((await accountRecord(pro().id)).status).toBe(200)
  })

  it('takes only the usage endpoint down with usage', async () => {
    mockControls().usage = 'down'
    await expectDown(await usageQuery(pro().account.apiKey))
    expect((await keyLookup(pro().id)).status).toBe(200)
    expect((await accountRecord(pro().id)).status).toBe(200)
  })

  it('takes only the account service down with accountService', async () => {
    mockControls().accountService = 'down'
    await expectDown(await accountRecord(pro().id))
    expect((await keyLookup(pro().id)).status).toBe(200)
    expect((await usageQuery(pro().account.apiKey)).status).toBe(200)
  })
})
