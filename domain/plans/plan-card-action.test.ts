import { describe, expect, it } from 'vitest'
import { planCardAction, planChangeHref } from './plan-card-action.ts'

const premiumAnnual = { plan: 'Premium', cycle: 'Annual', pendingPlan: null, pendingCycle: null } as const

describe('planCardAction', () => {
  it('marks the current plan, and Starter whatever the cycle shown', () => {
    expect(planCardAction(premiumAnnual, 'Premium', 'Annual')).toEqual({
      kind: 'current',
      label: 'Current plan',
    })
    const starter = { ...premiumAnnual, plan: 'Starter', cycle: 'Monthly' } as const
    expect(planCardAction(starter, 'Starter', 'Annual')).toEqual({ kind: 'current', label: 'Current plan' })
  })

  it('labels upgrades, downgrades and cycle switches, Starter always billed monthly', () => {
    expect(planCardAction(premiumAnnual, 'Pro', 'Annual')).toEqual({
      kind: 'change',
      label: 'Upgrade to Pro',
      upgrade: true,
      target: { plan: 'Pro', cycle: 'Annual' },
    })
    expect(planCardAction(premiumAnnual, 'Starter', 'Annual')).toMatchObject({
      label: 'Downgrade to Starter',
      upgrade: false,
      target: { plan: 'Starter', cycle: 'Monthly' },
    })
    expect(planCardAction(premiumAnnual, 'Premium', 'Monthly')).toMatchObject({ label: 'Switch to Monthly' })
  })

  it('marks the card a pending change leads to, and sends a customer without a plan to support', () => {
    const pending = { ...premiumAnnual, pendingPlan: 'Starter' } as const
    expect(planCardAction(pending, 'Starter', 'Annual')).toEqual({ kind: 'pending', label: 'Pending change' })
    expect(planCardAction(null, 'Pro', 'Monthly')).toEqual({ kind: 'contact', label: 'Contact us' })
  })

  it('links a change to the account page', () => {
    expect(planChangeHref({ plan: 'Pro', cycle: 'Annual' })).toBe('/account/?change=Pro&cycle=Annual')
  })
})
