import { describe, expect, it } from 'vitest'
import type { AccountData } from '../account/account.schema.ts'
import { proToolsLine } from './plan-catalogue.ts'
import { fileSizeOverageText, formatDollars, overageText, usageSummary } from './usage.ts'

const account: AccountData = {
  key: 'k',
  plan: 'Premium',
  customerId: 'cus_1',
  meteredSubscriptionId: 'sub_1',
  currentMonthUsage: 1064,
  currentMonthEuUsage: 128,
  proToolsUsage: 213,
  maxUse: 1000,
  billingCycle: 'Monthly',
  annualRenewalDate: null,
  fileSizeOverage: 14,
  pendingPlan: null,
  pendingBillingCycle: null,
  licensedUsesSupplement: null,
  filePersistenceOverride: null,
  maxFileSizeOverride: null,
  overageOverride: null,
}

describe('usage arithmetic', () => {
  it('bills calls over the included ones at the plan rate', () => {
    expect(usageSummary(account)).toEqual({
      used: 1064,
      included: 1000,
      percent: 100,
      euCalls: 128,
      proToolsCalls: 213,
      overageCalls: 64,
      overageRate: 0.1,
      overageCost: 6.4,
      fileSizeOverageMb: 14,
      includedUploadMb: 5,
    })
  })

  it('states the overage price wherever overage is shown, even before there is any', () => {
    const count = (n: number) => n.toLocaleString('en-US')
    expect(overageText(usageSummary(account), count)).toBe('64 calls × $0.10 = $6.40')
    expect(overageText(usageSummary({ ...account, currentMonthUsage: 10 }), count)).toBe(
      'None: $0.10 per call over 1,000',
    )
    expect(
      overageText(usageSummary({ ...account, currentMonthUsage: 10, overageOverride: 0.02 }), count),
    ).toBe('None: $0.02 per call over 1,000')
    const starter: AccountData = { ...account, plan: 'Starter', maxUse: 300, currentMonthUsage: 12 }
    expect(overageText(usageSummary(starter), count)).toBe('None: calls stop at the monthly limit')
  })

  it('measures file-size overage against the size the plan includes per file', () => {
    const count = (n: number) => n.toLocaleString('en-US')
    expect(fileSizeOverageText(usageSummary(account), count)).toBe('14 MB over the 5 MB included per file')
    expect(fileSizeOverageText(usageSummary({ ...account, plan: 'Pro', fileSizeOverage: 0 }), count)).toBe(
      'None over the 50 MB included per file',
    )
  })

  it('uses an overage override and rounds to cents', () => {
    const summary = usageSummary({
      ...account,
      plan: 'Enterprise',
      maxUse: 16000,
      currentMonthUsage: 16333,
      overageOverride: 0.02,
    })
    expect(summary).toMatchObject({ overageCalls: 333, overageRate: 0.02, overageCost: 6.66, percent: 100 })
  })

  it('has no overage under the limit and guards an empty allowance', () => {
    expect(usageSummary({ ...account, currentMonthUsage: 250 })).toMatchObject({
      overageCalls: 0,
      overageCost: 0,
      percent: 25,
    })
    expect(usageSummary({ ...account, maxUse: 0, plan: null }).percent).toBe(0)
  })

  it('formats dollars and the Pro tools line of each plan', () => {
    expect(formatDollars(6.4)).toBe('$6.40')
    expect(proToolsLine('Starter')).toBeNull()
    expect(proToolsLine('Premium')).toBe('Pro Tools Access Available')
    expect(proToolsLine('Pro')).toBe('Access to Pro Tools')
    expect(proToolsLine('Enterprise')).toBe('Access to Pro Tools')
  })
})
