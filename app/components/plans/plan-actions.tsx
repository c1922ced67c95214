import { type ReactNode, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { type PlanActionRenderer, PlanActionProvider } from '#blocks/pricing-table/plan-action-context.tsx'
import type { PricingCard } from '#blocks/pricing-table/schema.ts'
import type { PlanState } from '#server/plans/plan-change.functions.ts'
import { billedCycle, isPlanName, planMove } from '#server/plans/plan-rules.ts'
import { useAuth } from '~/components/auth/auth-context.tsx'
import { PlanChangeDialog, type PlanTarget } from './plan-change-dialog.tsx'

const noteStyle = css({ textAlign: 'center', fontWeight: 'semibold', py: '2' })
const wide = css({ w: 'full' })

/**
 * Pricing cards for a signed-in customer: the current plan is marked, every other card offers the
 * change (upgrade, downgrade or cycle switch) through the plan-change modal. Anonymous visitors keep
 * Get Started; only customers with a plan can change plan.
 */
export function PlanActions({
  state,
  cards,
  children,
}: {
  state: PlanState | null
  cards: PricingCard[]
  children: ReactNode
}) {
  const { user } = useAuth()
  const [target, setTarget] = useState<PlanTarget | null>(null)
  if (!user) return children

  const render: PlanActionRenderer = (card, cycle) => {
    const plan = card.title
    if (!isPlanName(plan)) return null
    if (!state) {
      return {
        current: false,
        action: (
          <a className={`${button({ variant: 'outline' })} ${wide}`} href="/support/">
            Contact us
          </a>
        ),
      }
    }
    const targetCycle = billedCycle(plan, cycle)
    const move = planMove(state, plan, cycle)
    if (move === 'current') return { current: true, action: <p className={noteStyle}>Current plan</p> }
    if (move === 'pending') return { current: false, action: <p className={noteStyle}>Pending change</p> }
    const label =
      move === 'cycle-change'
        ? `Switch to ${targetCycle}`
        : move === 'upgrade'
          ? `Upgrade to ${plan}`
          : `Downgrade to ${plan}`
    return {
      current: false,
      action: (
        <button
          type="button"
          className={`${button({ variant: move === 'upgrade' ? 'solid' : 'outline' })} ${wide}`}
          onClick={() => setTarget({ plan, cycle: targetCycle })}
        >
          {label}
        </button>
      ),
    }
  }

  return (
    <PlanActionProvider value={render}>
      {children}
      {state ? (
        <PlanChangeDialog state={state} cards={cards} target={target} onClose={() => setTarget(null)} />
      ) : null}
    </PlanActionProvider>
  )
}
