import { describe, expect, it } from 'vitest'
import {
  billedCycle,
  billingCycles,
  billingCycleSchema,
  isPendingCard,
  isPricingPage,
  knownCycle,
  offersUpgrade,
  upgradeHref,
  pendingTarget,
  planLabel,
  planMove,
  planNames,
  planRank,
} from './plan-rules.ts'

const pro = { plan: 'Pro', cycle: 'Monthly', pendingPlan: null, pendingCycle: null } as const

describe('pendingTarget', () => {
  it('is null when nothing is pending', () => {
    expect(pendingTarget(pro)).toBeNull()
  })

  it('keeps the current cycle for a pending plan without a cycle', () => {
    expect(pendingTarget({ ...pro, pendingPlan: 'Premium' })).toEqual({ plan: 'Premium', cycle: 'Monthly' })
  })

  it('keeps the current plan for a pending cycle alone', () => {
    expect(pendingTarget({ ...pro, pendingCycle: 'Annual' })).toEqual({ plan: 'Pro', cycle: 'Annual' })
  })

  it('bills a pending Starter monthly', () => {
    expect(pendingTarget({ ...pro, cycle: 'Annual', pendingPlan: 'Starter' })).toEqual({
      plan: 'Starter',
      cycle: 'Monthly',
    })
  })
})

describe('isPendingCard', () => {
  it('marks only the card of the pending plan in the pending cycle', () => {
    const state = { ...pro, pendingPlan: 'Premium', pendingCycle: 'Monthly' } as const
    expect(isPendingCard(state, 'Premium', 'Monthly')).toBe(true)
    expect(isPendingCard(state, 'Premium', 'Annual')).toBe(false)
    expect(isPendingCard(state, 'Pro', 'Annual')).toBe(false)
  })

  it('marks the current plan in the other cycle for a pending cycle change', () => {
    const state = { ...pro, pendingCycle: 'Annual' } as const
    expect(isPendingCard(state, 'Pro', 'Annual')).toBe(true)
    expect(isPendingCard(state, 'Premium', 'Annual')).toBe(false)
  })
})

describe('constants', () => {
  it('orders plans lowest to highest and lists both cycles', () => {
    expect(planNames).toEqual(['Starter', 'Premium', 'Pro', 'Enterprise'])
    expect(planNames.map(planRank)).toEqual([0, 1, 2, 3])
    expect(billingCycles).toEqual(['Monthly', 'Annual'])
    expect(billingCycleSchema.safeParse('Annual').success).toBe(true)
    expect(billingCycleSchema.safeParse('Weekly').success).toBe(false)
  })
})

describe('the free plan', () => {
  it('is always billed monthly and named without a cycle', () => {
    expect(billedCycle('Starter', 'Annual')).toBe('Monthly')
    expect(billedCycle('Pro', 'Annual')).toBe('Annual')
    expect(planLabel('Starter', 'Annual')).toBe('Starter')
    expect(planLabel('Pro', 'Annual')).toBe('Pro Annual')
  })
})

describe('knownCycle', () => {
  it('keeps Monthly and Annual and drops anything else', () => {
    expect(knownCycle('Annual')).toBe('Annual')
    expect(knownCycle('annual')).toBeNull()
    expect(knownCycle(null)).toBeNull()
  })
})

describe('planMove', () => {
  it('marks the current card, in either cycle for Starter', () => {
    expect(planMove(pro, 'Pro', 'Monthly')).toBe('current')
    expect(planMove({ ...pro, plan: 'Starter' }, 'Starter', 'Annual')).toBe('current')
  })

  it('tells upgrades, downgrades and cycle changes apart', () => {
    expect(planMove(pro, 'Enterprise', 'Annual')).toBe('upgrade')
    expect(planMove(pro, 'Premium', 'Monthly')).toBe('downgrade')
    expect(planMove(pro, 'Starter', 'Annual')).toBe('downgrade')
    expect(planMove(pro, 'Pro', 'Annual')).toBe('cycle-change')
  })

  it('marks where a pending change leads', () => {
    const state = { ...pro, cycle: 'Annual', pendingPlan: 'Starter' } as const
    expect(planMove(state, 'Starter', 'Annual')).toBe('pending')
    expect(planMove(state, 'Premium', 'Annual')).toBe('downgrade')
  })

  it('never marks a card current for an unknown cycle', () => {
    expect(planMove({ ...pro, cycle: 'Quarterly' }, 'Pro', 'Monthly')).toBe('cycle-change')
  })
})

describe('offersUpgrade', () => {
  it('offers it on every plan but Enterprise, anywhere but the pricing page', () => {
    expect(offersUpgrade('Premium', '/')).toBe(true)
    expect(offersUpgrade(null, '/apitools/')).toBe(true)
    expect(offersUpgrade('Enterprise', '/')).toBe(false)
    expect(offersUpgrade('Pro', '/pricing/')).toBe(false)
    expect(offersUpgrade('Pro', '/pricing')).toBe(false)
  })

  it('leads to the plan cards themselves: on /account/ its own, elsewhere the pricing page', () => {
    expect(upgradeHref('/')).toBe('/pricing/#plans')
    expect(upgradeHref('/apilab/')).toBe('/pricing/#plans')
    expect(upgradeHref('/account/')).toBe('#plans')
  })

  it('knows the pricing page by its path alone', () => {
    expect(isPricingPage('/pricing/')).toBe(true)
    expect(isPricingPage('/pricing/faq/')).toBe(false)
  })
})
