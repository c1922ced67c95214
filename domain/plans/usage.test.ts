import { describe, expect, it } from 'vitest'
import type { AccountData } from '../account/account.schema.ts'
import { proToolsLine } from './plan-catalogue.ts'
import { formatDollars, usageSummary } from './usage.ts'

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
    })
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
