import { describe, expect, it } from 'vitest'
import { isPendingCard, pendingTarget } from './pending-target.ts'

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
