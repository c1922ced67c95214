import { lazy, Suspense, useEffect, useState } from 'react'
import { type PlanActionRenderer, PricingTable } from '#blocks/pricing-table/pricing-table.tsx'
import { PlanButton } from '#blocks/pricing-table/plan-button.tsx'
import type { PricingCard } from '#blocks/pricing-table/schema.ts'
import type { PlanState } from '#shared/api/plan-state.schema.ts'
import { planCardAction } from '#domain/plans/plan-card-action.ts'
import { type BillingCycle, planNames } from '#domain/plans/plan-rules.ts'
import { useAuth } from '~/components/auth/auth-context.ts'
import type { PlanTarget } from './plan-change-dialog.tsx'

// The confirmation (Ark's dialog machine, its portal and focus trap) loads with the first change asked
// for and then stays mounted, as the sign-in dialog does: the page's first render draws none of it.
const PlanChangeDialog = lazy(async () => ({
  default: (await import('./plan-change-dialog.tsx')).PlanChangeDialog,
}))

/**
 * The pricing cards of a signed-in customer's account page, under `heading`, showing `cycle` first:
 * the current plan is marked, every other card offers the change (upgrade, downgrade or cycle
 * switch) through the plan-change modal. Anonymous visitors keep Get Started; only customers with a
 * plan can change plan. `initialTarget` opens the modal at once (a document page's plan button links
 * to the account page with it).
 */
export function PlanActions({
  state,
  cards,
  heading,
  cycle,
  initialTarget = null,
  labTool = null,
}: {
  state: PlanState | null
  cards: PricingCard[]
  heading: string
  cycle: BillingCycle
  initialTarget?: PlanTarget | null
  labTool?: string | null
}) {
  const { user } = useAuth()
  const [target, setTarget] = useState<PlanTarget | null>(null)
  const [asked, setAsked] = useState(false)
  if (target && !asked) setAsked(true)
  // Opened after mount, as a click on a card would: only a change the cards offer (an edited link
  // to the current plan opens nothing).
  const arrival = initialTarget && planCardAction(state, initialTarget.plan, initialTarget.cycle)
  const arrivalPlan = arrival?.kind === 'change' ? arrival.target.plan : null
  const arrivalCycle = arrival?.kind === 'change' ? arrival.target.cycle : null
  useEffect(() => {
    if (!arrivalPlan || !arrivalCycle) return
    // A task after hydration, like the click it stands for: the dialog's own machine is mounted by then.
    const timer = window.setTimeout(() => setTarget({ plan: arrivalPlan, cycle: arrivalCycle }))
    return () => window.clearTimeout(timer)
  }, [arrivalPlan, arrivalCycle])
  const table = (planAction: PlanActionRenderer | null) => (
    <PricingTable
      flush
      cycle={cycle}
      block={{ __component: 'blocks.pricing-table', id: 0, heading, cards }}
      planAction={planAction}
    />
  )
  if (!user) return table(null)

  const render: PlanActionRenderer = (card, cycle) => {
    const plan = planNames.find((name) => name === card.title)
    if (!plan) return null
    const action = planCardAction(state, plan, cycle)
    return {
      current: action.kind === 'current',
      action: <PlanButton action={action} onChange={setTarget} />,
    }
  }

  return (
    <>
      {table(render)}
      {state && asked ? (
        <Suspense fallback={null}>
          <PlanChangeDialog
            state={state}
            cards={cards}
            target={target}
            labTool={labTool}
            onClose={() => setTarget(null)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
