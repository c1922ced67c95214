import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { accountGatewayHandlers, accountServiceHandlers, usageHandlers } from './account.ts'
import { mockControls } from './controls.ts'
import { pdfApiHandlers } from './pdf-api.ts'
import { planHandlers } from './plans.ts'
import { MOCK_BOT_TOKEN, recaptchaHandlers } from './recaptcha.ts'
import { startMockServerFor } from './test-server.ts'
import { findUserByEmail } from './users.ts'

const gateway = 'https://gateway.test'
const usage = 'https://usage.test'
const accounts = 'https://accounts.test'
const billing = 'https://billing.test'
const captcha = 'https://captcha.test'
const pdf = 'https://api.pdf.test'
startMockServerFor([
  ...accountGatewayHandlers(gateway),
  ...usageHandlers(usage),
  ...accountServiceHandlers(accounts, 'prod'),
  ...planHandlers(billing),
  ...recaptchaHandlers(captcha, 'captcha-secret'),
  ...pdfApiHandlers(pdf),
])

function demo(email: string) {
  const user = findUserByEmail(email)
  if (!user) throw new Error(`no demo user ${email}`)
  return user
}

const usageOf = async (apiKey: string) =>
  z
    .object({
      included_calls: z.number(),
      total_calls: z.number(),
      pro_tools_calls: z.number(),
      billing_cycle: z.string(),
      pending_plan: z.string().nullable(),
      pending_billing_cycle: z.string().nullable(),
    })
    .parse(await (await fetch(`${usage}/prod/usage-query`, { headers: { 'API-Key': apiKey } })).json())

const change = (path: string, body: Record<string, string>) =>
  fetch(`${billing}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('account data mocks', () => {
  it('looks up the key, usage and account record of a user', async () => {
    const user = demo('pro@example.com')
    const key = await (await fetch(`${gateway}/Production/apikey/${user.id}`)).json()
    expect(key).toEqual({ activation_key: user.account.apiKey, subscription_level: 'Pro' })
    expect(await usageOf(user.account.apiKey)).toMatchObject({
      included_calls: 5000,
      billing_cycle: 'Annual',
    })
    const account = await (await fetch(`${accounts}/prod/account/${user.id}`)).json()
    expect(account).toMatchObject({ stripeId: user.account.stripeId, max_file_size_override: 750 })
    expect((await fetch(`${gateway}/Production/account/${user.id}`, { method: 'POST' })).status).toBe(200)
  })

  it('refuses a wrong API key and fails for the documented broken account', async () => {
    expect((await fetch(`${usage}/prod/usage-query`, { headers: { 'API-Key': 'wrong' } })).status).toBe(403)
    expect((await fetch(`${accounts}/prod/account/${demo('broken-account@example.com').id}`)).status).toBe(
      500,
    )
    expect((await fetch(`${gateway}/Production/apikey/unknown`)).status).toBe(404)
    mockControls().usage = 'down'
    expect((await fetch(`${usage}/prod/usage-query`, { headers: { 'API-Key': 'x' } })).status).toBe(503)
  })
})

describe('plan endpoint mocks (SPEC §4, §7)', () => {
  const payload = (email: string, next: { plan: string; cycle: string }) => {
    const user = demo(email)
    return {
      customer_id: user.account.stripeId,
      netlify_id: user.id,
      old_plan: user.account.plan,
      old_plan_billing_cycle: user.account.billingCycle,
      new_plan: next.plan,
      new_plan_billing_cycle: next.cycle,
    }
  }

  it('upgrades at once: the key lookup shows the new level', async () => {
    const user = demo('premium@example.com')
    const response = await change(
      '/stripe-sf-instant-upgrade',
      payload('premium@example.com', { plan: 'Pro', cycle: 'Monthly' }),
    )
    expect(await response.json()).toMatchObject({ ok: true, plan: 'Pro', pending_plan: null })
    const key = await (await fetch(`${gateway}/Production/apikey/${user.id}`)).json()
    expect(key).toMatchObject({ subscription_level: 'Pro' })
  })

  it('downgrades at renewal, and the same plan and cycle again cancels the pending change', async () => {
    const user = demo('pro@example.com')
    await change(
      '/stripe-sf-account-downgrade',
      payload('pro@example.com', { plan: 'Premium', cycle: 'Annual' }),
    )
    expect(await usageOf(user.account.apiKey)).toMatchObject({ pending_plan: 'Premium' })
    await change('/stripe-change-billing-cycle', payload('pro@example.com', { plan: 'Pro', cycle: 'Annual' }))
    expect(await usageOf(user.account.apiKey)).toMatchObject({
      pending_plan: null,
      pending_billing_cycle: null,
    })
  })

  it('records a billing-cycle change as pending', async () => {
    const user = demo('premium@example.com')
    await change(
      '/stripe-change-billing-cycle',
      payload('premium@example.com', { plan: 'Premium', cycle: 'Annual' }),
    )
    expect(await usageOf(user.account.apiKey)).toMatchObject({
      billing_cycle: 'Monthly',
      pending_billing_cycle: 'Annual',
    })
  })

  it('refuses wrong payloads and fails for the documented user', async () => {
    const wrongDirection = await change(
      '/stripe-sf-instant-upgrade',
      payload('pro@example.com', { plan: 'Starter', cycle: 'Monthly' }),
    )
    expect(wrongDirection.status).toBe(400)
    const { customer_id: _omitted, ...missing } = payload('pro@example.com', {
      plan: 'Enterprise',
      cycle: 'Annual',
    })
    expect((await change('/stripe-sf-instant-upgrade', missing)).status).toBe(400)
    const failing = await change(
      '/stripe-sf-instant-upgrade',
      payload('plan-fail@example.com', { plan: 'Pro', cycle: 'Monthly' }),
    )
    expect(failing.status).toBe(500)
  })
})

describe('reCAPTCHA mock', () => {
  const verify = async (response: string, secret = 'captcha-secret') =>
    (
      await fetch(`${captcha}/recaptcha/api/siteverify`, {
        method: 'POST',
        body: new URLSearchParams({ secret, response }),
      })
    ).json()

  it('passes stand-in tokens with their action, fails documented ones', async () => {
    expect(await verify('mock-token:signup')).toMatchObject({ success: true, action: 'signup', score: 0.9 })
    expect(await verify('mock-token-fail')).toMatchObject({
      success: false,
      'error-codes': ['invalid-input-response'],
    })
    expect(await verify(MOCK_BOT_TOKEN)).toMatchObject({ success: true, score: 0.1 })
    expect(await verify('mock-token:signup', 'wrong')).toMatchObject({
      success: false,
      'error-codes': ['invalid-input-secret'],
    })
  })
})

describe('PDF API mock', () => {
  const pdfFile = () =>
    new File(['%PDF-1.7\n1 0 obj << /Type /Page >> endobj\n%%EOF'], 'in.pdf', { type: 'application/pdf' })
  const call = (endpoint: string, apiKey: string, file = pdfFile()) => {
    const form = new FormData()
    form.append('file', file)
    return fetch(`${pdf}/${endpoint}`, { method: 'POST', headers: { 'Api-Key': apiKey }, body: form })
  }

  it('compresses a PDF, counts the call and serves the output', async () => {
    const user = demo('premium@example.com')
    const before = user.account.totalCalls
    const result = z
      .object({ outputUrl: z.string(), outputId: z.string(), inputId: z.string() })
      .parse(await (await call('compressed-pdf', user.account.apiKey)).json())
    expect(user.account.totalCalls).toBe(before + 1)
    const download = await fetch(result.outputUrl)
    expect((await download.text()).startsWith('%PDF-')).toBe(true)
  })

  it('refuses a missing key, non-PDF input and Pro tools on Starter', async () => {
    expect((await call('compressed-pdf', 'wrong')).status).toBe(401)
    const text = new File(['hello'], 'a.txt', { type: 'text/plain' })
    const notPdf = await call('compressed-pdf', demo('pro@example.com').account.apiKey, text)
    expect(await notPdf.json()).toEqual({ error: 'The input file is not a valid PDF.' })
    expect((await call('markdown', demo('starter@example.com').account.apiKey)).status).toBe(403)
  })
})
