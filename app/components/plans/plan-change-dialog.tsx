import { ArrowDown, ArrowRight } from 'lucide-react'
import { css } from 'styled-system/css'
import { PricingCard } from '#blocks/pricing-table/pricing-card.tsx'
import type { PricingCard as PricingCardData } from '#blocks/pricing-table/schema.ts'
import { planChangeAction } from '#shared/api/actions/plan-change.ts'
import { callApi } from '#shared/api/client.ts'
import type { PlanState } from '#shared/api/plan-state.schema.ts'
import { type BillingCycle, knownCycle, type PlanName } from '#domain/plans/plan-rules.ts'
import { classifyPlanChange } from '#domain/plans/plan-change.ts'
import { PlanDialogShell } from './plan-dialog-shell.tsx'
import { usePlanMutation } from './use-plan-mutation.ts'

export type PlanTarget = { plan: PlanName; cycle: BillingCycle }

/** The plan-change confirmation: current card, arrow, new card, the change's message, two buttons (docs/product.md#plan-changes). */
export function PlanChangeDialog({
  state,
  cards,
  target,
  labTool = null,
  onClose,
}: {
  state: PlanState
  cards: PricingCardData[]
  target: PlanTarget | null
  labTool?: string | null
  onClose: () => void
}) {
  const mutation = usePlanMutation(onClose, labTool)
  const change = target
    ? classifyPlanChange({
        current: {
          plan: state.plan,
          cycle: state.cycle,
          pendingPlan: state.pendingPlan,
          pendingCycle: state.pendingCycle,
        },
        target,
        today: new Date(),
        annualRenewalDate: state.annualRenewalDate,
      })
    : null
  const currentCycle = knownCycle(state.cycle) ?? 'Monthly'
  const currentCard = cards.find((card) => card.title === state.plan)
  const targetCard = target ? cards.find((card) => card.title === target.plan) : undefined
  return (
    <PlanDialogShell
      open={target !== null}
      onClose={() => {
        mutation.clearError()
        onClose()
      }}
      title="Are you sure you want to change your plan?"
      description={change?.message}
      confirmLabel="I'm sure, change my plan"
      busy={mutation.busy}
      error={mutation.error}
      onConfirm={() => {
        if (target) void mutation.run(() => callApi(planChangeAction, target))
      }}
    >
      {target && currentCard && targetCard ? (
        <div
          className={css({
            display: 'grid',
            gap: '6',
            alignItems: 'center',
            gridTemplateColumns: { base: '1fr', md: 'minmax(0, 20rem) auto minmax(0, 20rem)' },
            w: 'full',
            justifyContent: 'center',
          })}
        >
          <div aria-label="Current plan" role="group">
            <PricingCard card={currentCard} cycle={currentCycle} current />
          </div>
          <span className={css({ justifySelf: 'center', color: 'accent.default' })}>
            <ArrowRight
              aria-hidden="true"
              size={36}
              className={css({ display: { base: 'none', md: 'block' } })}
            />
            <ArrowDown
              aria-hidden="true"
              size={36}
              className={css({ display: { base: 'block', md: 'none' } })}
            />
          </span>
          <div aria-label="New plan" role="group">
            <PricingCard card={targetCard} cycle={target.cycle} />
          </div>
        </div>
      ) : null}
    </PlanDialogShell>
  )
}
