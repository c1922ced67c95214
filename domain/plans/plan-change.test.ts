import { describe, expect, it } from 'vitest'
import { type BillingCycle, billingCycles, type PlanName, planNames } from './plan-rules.ts'
import {
  classifyPlanChange,
  formatShortDate,
  NOT_AVAILABLE,
  nextMonthDate,
  planChangeBody,
  type PlanChangeInput,
} from './plan-change.ts'

const TODAY = new Date('2026-11-15T12:00:00Z')
const NEXT_MONTH = 'Dec 1, 2026'
const ANNUAL_RENEWAL = '2027-03-01'
const ANNUAL_RENEWAL_TEXT = 'Mar 1, 2027'
const UNKNOWN_CYCLE = 'Your current billing cycle is not available. Please contact support.'

const endpoints = {
  upgrade: '/stripe-sf-instant-upgrade',
  downgrade: '/stripe-sf-account-downgrade',
  cycle: '/stripe-change-billing-cycle',
} as const

type Pending = { pendingPlan: PlanName | null; pendingCycle: BillingCycle | null }
const pendingVariants: { label: string; pending: Pending }[] = [
  { label: 'nothing pending', pending: { pendingPlan: null, pendingCycle: null } },
  { label: 'a pending plan', pending: { pendingPlan: 'Starter', pendingCycle: null } },
  { label: 'a pending cycle', pending: { pendingPlan: null, pendingCycle: 'Annual' } },
]

type Side = { plan: PlanName; cycle: BillingCycle }
const sides: Side[] = planNames.flatMap((plan) => billingCycles.map((cycle) => ({ plan, cycle })))

function input(
  current: Side,
  target: Side,
  pending: Pending,
  cycle: string = current.cycle,
): PlanChangeInput {
  return {
    current: { plan: current.plan, cycle, ...pending },
    target,
    today: TODAY,
    annualRenewalDate: cycle === 'Annual' ? ANNUAL_RENEWAL : null,
  }
}

const label = (side: Side) => (side.plan === 'Starter' ? 'Starter' : `${side.plan} ${side.cycle}`)

/** The expected outcome, written straight from docs/product.md#plan-changes. */
function expected(current: Side, target: Side, pending: Pending) {
  const rank = (plan: PlanName) => ['Starter', 'Premium', 'Pro', 'Enterprise'].indexOf(plan)
  // Starter is free and is always sent as Monthly.
  const newCycle: BillingCycle = target.plan === 'Starter' ? 'Monthly' : target.cycle
  const to = label({ plan: target.plan, cycle: newCycle })
  const from = label(current)
  const body = (newPlan: PlanName, cycle: BillingCycle) => ({
    old_plan: current.plan,
    old_plan_billing_cycle: current.cycle,
    new_plan: newPlan,
    new_plan_billing_cycle: cycle,
  })
  const renewalText = current.cycle === 'Monthly' ? NEXT_MONTH : ANNUAL_RENEWAL_TEXT

  if (rank(target.plan) > rank(current.plan)) {
    const pair = `${current.cycle}->${newCycle}`
    const parts = {
      'Monthly->Monthly': ['price difference for the current month', `full ${to} price`, NEXT_MONTH],
      'Annual->Annual': ['price difference for the rest of your annual term'],
      'Annual->Monthly': ['price difference now', 'monthly billing', ANNUAL_RENEWAL_TEXT],
      'Monthly->Annual': ['price difference for the current month plus the full', `${to} price`],
    }[pair]
    return {
      kind: 'upgrade',
      endpoint: endpoints.upgrade,
      payload: body(target.plan, newCycle),
      parts: [`You are upgrading from ${from} to ${to}.`, 'takes effect immediately', ...(parts ?? [])],
    }
  }
  if (rank(target.plan) < rank(current.plan)) {
    if (target.plan === 'Starter') {
      return {
        kind: 'downgrade-to-starter',
        endpoint: endpoints.downgrade,
        payload: body('Starter', 'Monthly'),
        parts: [
          `You are downgrading from ${from} to the free Starter plan.`,
          'cancels your paid plan',
          current.cycle === 'Monthly' ? 'usage resets' : 'annual term',
          renewalText,
        ],
      }
    }
    return {
      kind: 'downgrade',
      endpoint: endpoints.downgrade,
      payload: body(target.plan, newCycle),
      parts: [`You are downgrading from ${from} to ${to}.`, renewalText, `${current.plan} features`],
    }
  }
  if (target.plan !== 'Starter' && current.cycle !== target.cycle) {
    return {
      kind: 'cycle-change',
      endpoint: endpoints.cycle,
      payload: body(current.plan, target.cycle),
      parts: [
        `switching your ${current.plan} plan from ${current.cycle} to ${target.cycle} billing`,
        renewalText,
      ],
    }
  }
  if (pending.pendingPlan !== null || pending.pendingCycle !== null) {
    return {
      kind: 'cancel-pending',
      endpoint: endpoints.cycle,
      // Cancelling sends the current plan and cycle again: new equals old.
      payload: body(current.plan, current.cycle),
      parts: ['cancels your pending change', `stay on your current ${from} plan`],
    }
  }
  return { kind: 'none', endpoint: null, payload: null, parts: [`already on the ${from} plan`] }
}

const table = pendingVariants.flatMap(({ label: pendingLabel, pending }) =>
  sides.flatMap((current) =>
    sides.map((target) => ({
      name: `${current.plan} ${current.cycle} -> ${target.plan} ${target.cycle}, ${pendingLabel}`,
      current,
      target,
      pending,
    })),
  ),
)

describe('classifyPlanChange: every plan and cycle pair', () => {
  it('covers 8 x 8 pairs for each pending variant', () => {
    expect(sides).toHaveLength(8)
    expect(table).toHaveLength(64 * pendingVariants.length)
  })

  it.each(table)('$name', ({ current, target, pending }) => {
    const change = classifyPlanChange(input(current, target, pending))
    const want = expected(current, target, pending)
    expect(change.kind).toBe(want.kind)
    expect(change.endpoint).toBe(want.endpoint)
    expect(change.payload).toEqual(want.payload)
    for (const part of want.parts) expect(change.message).toContain(part)
    expect(change.message).toContain(current.plan)
    expect(change.message).not.toContain(NOT_AVAILABLE)
  })
})

describe('classifyPlanChange: exact messages', () => {
  const none: Pending = { pendingPlan: null, pendingCycle: null }
  const message = (current: Side, target: Side, pending: Pending = none) =>
    classifyPlanChange(input(current, target, pending)).message

  it.each([
    [
      { plan: 'Premium', cycle: 'Monthly' },
      { plan: 'Pro', cycle: 'Monthly' },
      'You are upgrading from Premium Monthly to Pro Monthly. The upgrade takes effect immediately. You will be charged the price difference for the current month now, and the full Pro Monthly price at your next renewal on Dec 1, 2026.',
    ],
    [
      { plan: 'Premium', cycle: 'Annual' },
      { plan: 'Pro', cycle: 'Annual' },
      'You are upgrading from Premium Annual to Pro Annual. The upgrade takes effect immediately. You will be charged the price difference for the rest of your annual term.',
    ],
    [
      { plan: 'Premium', cycle: 'Annual' },
      { plan: 'Pro', cycle: 'Monthly' },
      'You are upgrading from Premium Annual to Pro Monthly. The upgrade takes effect immediately. You will be charged the price difference now, and your plan moves to monthly billing on your annual renewal date, Mar 1, 2027.',
    ],
    [
      { plan: 'Premium', cycle: 'Monthly' },
      { plan: 'Pro', cycle: 'Annual' },
      'You are upgrading from Premium Monthly to Pro Annual. The upgrade takes effect immediately. You will be charged the price difference for the current month plus the full Pro Annual price.',
    ],
    [
      { plan: 'Enterprise', cycle: 'Monthly' },
      { plan: 'Pro', cycle: 'Annual' },
      'You are downgrading from Enterprise Monthly to Pro Annual. The change takes effect at your next renewal on Dec 1, 2026, and you keep your Enterprise features until then.',
    ],
    [
      { plan: 'Enterprise', cycle: 'Annual' },
      { plan: 'Pro', cycle: 'Annual' },
      'You are downgrading from Enterprise Annual to Pro Annual. The change takes effect at the end of your annual term on Mar 1, 2027, and you keep your Enterprise features until then.',
    ],
    [
      { plan: 'Pro', cycle: 'Monthly' },
      { plan: 'Starter', cycle: 'Monthly' },
      'You are downgrading from Pro Monthly to the free Starter plan. This cancels your paid plan. You keep your Pro features until the end of this month, and your usage resets on the Starter plan on Dec 1, 2026.',
    ],
    [
      { plan: 'Pro', cycle: 'Annual' },
      { plan: 'Starter', cycle: 'Annual' },
      'You are downgrading from Pro Annual to the free Starter plan. This cancels your paid plan. You keep your Pro features until the end of your annual term on Mar 1, 2027, when you move to the Starter plan.',
    ],
    [
      { plan: 'Pro', cycle: 'Monthly' },
      { plan: 'Pro', cycle: 'Annual' },
      'You are switching your Pro plan from Monthly to Annual billing. The change takes effect on your renewal date, Dec 1, 2026.',
    ],
    [
      { plan: 'Pro', cycle: 'Annual' },
      { plan: 'Pro', cycle: 'Monthly' },
      'You are switching your Pro plan from Annual to Monthly billing. The change takes effect on your annual renewal date, Mar 1, 2027.',
    ],
    [
      { plan: 'Pro', cycle: 'Annual' },
      { plan: 'Pro', cycle: 'Annual' },
      'You are already on the Pro Annual plan, so there is nothing to change.',
    ],
  ] satisfies [Side, Side, string][])('%o -> %o', (current, target, text) => {
    expect(message(current, target)).toBe(text)
  })

  it('names the pending change it cancels', () => {
    const pro: Side = { plan: 'Pro', cycle: 'Annual' }
    expect(message(pro, pro, { pendingPlan: 'Premium', pendingCycle: null })).toBe(
      'This cancels your pending change to Premium Annual. You will stay on your current Pro Annual plan.',
    )
    expect(message(pro, pro, { pendingPlan: null, pendingCycle: 'Monthly' })).toBe(
      'This cancels your pending change to Pro Monthly. You will stay on your current Pro Annual plan.',
    )
  })

  it('falls back to the end of the annual term when the renewal date is missing or unreadable', () => {
    for (const annualRenewalDate of [null, 'not a date']) {
      const base = { ...input({ plan: 'Pro', cycle: 'Annual' }, { plan: 'Pro', cycle: 'Monthly' }, none) }
      expect(classifyPlanChange({ ...base, annualRenewalDate }).message).toBe(
        'You are switching your Pro plan from Annual to Monthly billing. The change takes effect at the end of your annual term.',
      )
      expect(
        classifyPlanChange({ ...base, target: { plan: 'Starter', cycle: 'Monthly' }, annualRenewalDate })
          .message,
      ).toBe(
        'You are downgrading from Pro Annual to the free Starter plan. This cancels your paid plan. You keep your Pro features until the end of your annual term, when you move to the Starter plan.',
      )
    }
  })
})

describe('classifyPlanChange: downgrade to Starter', () => {
  it.each(sides.filter((side) => side.plan !== 'Starter'))(
    'always sends Monthly as the new cycle from $plan $cycle',
    (current) => {
      for (const cycle of billingCycles) {
        const change = classifyPlanChange(
          input(current, { plan: 'Starter', cycle }, { pendingPlan: null, pendingCycle: null }),
        )
        expect(change.kind).toBe('downgrade-to-starter')
        expect(change.payload?.new_plan_billing_cycle).toBe('Monthly')
        expect(change.payload?.old_plan_billing_cycle).toBe(current.cycle)
      }
    },
  )
})

describe('classifyPlanChange: unknown current billing cycle', () => {
  const targets = sides.map((target) => ({ target, name: `${target.plan} ${target.cycle}` }))

  it.each(targets)('Pro (Quarterly) -> $name: kind from the plans, no call, support text', ({ target }) => {
    const change = classifyPlanChange(
      input(
        { plan: 'Pro', cycle: 'Monthly' },
        target,
        { pendingPlan: null, pendingCycle: null },
        'Quarterly',
      ),
    )
    const kind =
      target.plan === 'Enterprise'
        ? 'upgrade'
        : target.plan === 'Pro'
          ? 'cycle-change'
          : target.plan === 'Starter'
            ? 'downgrade-to-starter'
            : 'downgrade'
    expect(change.kind).toBe(kind)
    expect(change.endpoint).toBeNull()
    expect(change.payload).toBeNull()
    expect(change.message).toContain(UNKNOWN_CYCLE)
    expect(change.message).toContain('Pro')
    expect(change.message).not.toContain('Quarterly')
    expect(change.message).not.toContain(NEXT_MONTH)
  })

  it('reads exactly "not available. Please contact support." for the cycle', () => {
    expect(NOT_AVAILABLE).toBe('not available. Please contact support.')
    const change = classifyPlanChange(
      input(
        { plan: 'Premium', cycle: 'Monthly' },
        { plan: 'Enterprise', cycle: 'Annual' },
        { pendingPlan: null, pendingCycle: null },
        '',
      ),
    )
    expect(change).toEqual({
      kind: 'upgrade',
      message: `You are upgrading from Premium to Enterprise Annual. ${UNKNOWN_CYCLE}`,
      endpoint: null,
      payload: null,
    })
  })

  it('makes no call to cancel a pending change either', () => {
    const change = classifyPlanChange(
      input(
        { plan: 'Starter', cycle: 'Monthly' },
        { plan: 'Starter', cycle: 'Monthly' },
        { pendingPlan: null, pendingCycle: 'Monthly' },
        'weekly',
      ),
    )
    expect(change).toMatchObject({ kind: 'cancel-pending', endpoint: null, payload: null })
    expect(change.message).toContain(UNKNOWN_CYCLE)
  })
})

describe('dates', () => {
  it.each([
    ['2026-11-15T12:00:00Z', 'Dec 1, 2026'],
    ['2026-12-01T00:00:00Z', 'Jan 1, 2027'],
    ['2026-12-31T23:59:59Z', 'Jan 1, 2027'],
    ['2027-01-31T08:00:00Z', 'Feb 1, 2027'],
    ['2028-02-29T08:00:00Z', 'Mar 1, 2028'],
  ])('nextMonthDate(%s) is %s', (iso, text) => {
    expect(nextMonthDate(new Date(iso))).toBe(text)
  })

  it('formats ISO dates in UTC as short month, day, year', () => {
    expect(formatShortDate('2027-03-01')).toBe('Mar 1, 2027')
    expect(formatShortDate('2026-12-31T23:30:00Z')).toBe('Dec 31, 2026')
    expect(formatShortDate('not a date')).toBe('not a date')
  })
})

describe('what the customer is told once a change went through', () => {
  const nothingPending: Pending = { pendingPlan: null, pendingCycle: null }
  const done = (current: Side, target: Side, pending: Pending = nothingPending) => {
    const change = classifyPlanChange(input(current, target, pending))
    return change.endpoint === null ? null : change.done
  }

  it('says a downgrade is scheduled, and when, instead of calling it done', () => {
    expect(done({ plan: 'Pro', cycle: 'Monthly' }, { plan: 'Premium', cycle: 'Monthly' })).toBe(
      `Your move to Premium Monthly is scheduled for ${NEXT_MONTH}. You keep Pro Monthly until then.`,
    )
    expect(done({ plan: 'Pro', cycle: 'Annual' }, { plan: 'Premium', cycle: 'Annual' })).toBe(
      `Your move to Premium Annual is scheduled for the end of your annual term on ${ANNUAL_RENEWAL_TEXT}. You keep Pro Annual until then.`,
    )
    expect(done({ plan: 'Premium', cycle: 'Monthly' }, { plan: 'Starter', cycle: 'Monthly' })).toBe(
      `Your move to the Starter plan is scheduled for ${NEXT_MONTH}. You keep Premium until then.`,
    )
  })

  it('says an upgrade applies now, and a cycle change or a cancellation what happens', () => {
    expect(done({ plan: 'Premium', cycle: 'Monthly' }, { plan: 'Pro', cycle: 'Monthly' })).toBe(
      'You are now on Pro Monthly.',
    )
    expect(done({ plan: 'Premium', cycle: 'Annual' }, { plan: 'Pro', cycle: 'Monthly' })).toBe(
      `You are now on Pro. Monthly billing starts on your annual renewal date, ${ANNUAL_RENEWAL_TEXT}.`,
    )
    expect(done({ plan: 'Pro', cycle: 'Monthly' }, { plan: 'Pro', cycle: 'Annual' })).toBe(
      `Your switch to annual billing is scheduled for ${NEXT_MONTH}.`,
    )
    expect(
      done(
        { plan: 'Pro', cycle: 'Monthly' },
        { plan: 'Pro', cycle: 'Monthly' },
        { pendingPlan: 'Premium', pendingCycle: null },
      ),
    ).toBe('Your pending change is cancelled. You stay on Pro Monthly.')
  })

  it('never claims a change that waits for a renewal is done', () => {
    for (const current of sides) {
      for (const target of sides) {
        const text = done(current, target)
        if (text === null) continue
        expect(text).not.toMatch(/is done/)
        const kind = classifyPlanChange(input(current, target, nothingPending)).kind
        if (kind === 'downgrade' || kind === 'downgrade-to-starter' || kind === 'cycle-change') {
          expect(text).toMatch(/scheduled (for|on) .*\d{4}/)
        }
      }
    }
  })
})

describe('planChangeBody', () => {
  it('sends the six fields of every plan call, the ids from the server', () => {
    const change = classifyPlanChange(
      input(
        { plan: 'Pro', cycle: 'Monthly' },
        { plan: 'Enterprise', cycle: 'Monthly' },
        { pendingPlan: null, pendingCycle: null },
      ),
    )
    if (!change.payload) throw new Error('an upgrade has a payload')
    expect(planChangeBody(change.payload, { customerId: 'cus_123', netlifyId: 'user-1' })).toEqual({
      customer_id: 'cus_123',
      netlify_id: 'user-1',
      old_plan: 'Pro',
      old_plan_billing_cycle: 'Monthly',
      new_plan: 'Enterprise',
      new_plan_billing_cycle: 'Monthly',
    })
  })
})
