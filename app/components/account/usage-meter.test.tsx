import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { AccountData } from '#domain/account/account.schema.ts'
import { UsageMeter } from './usage-meter.tsx'

const premium: AccountData = {
  key: 'demo-premium-0002-key',
  plan: 'Premium',
  customerId: 'cus_demo',
  meteredSubscriptionId: 'sub_demo',
  currentMonthUsage: 1064,
  currentMonthEuUsage: 12,
  proToolsUsage: 3,
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

describe('UsageMeter', () => {
  it('draws the usage with grouped figures and builds no Intl formatter (costly while hydrating)', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat')
    const html = renderToStaticMarkup(
      <UsageMeter account={premium} today={new Date('2026-11-27T00:00:00Z')} />,
    )
    expect(html).toContain('<strong>1,064</strong> of 1,000 calls used')
    expect(numberFormat).not.toHaveBeenCalled()
  })
})
