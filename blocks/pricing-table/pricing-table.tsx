import { type ReactNode, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { signedInOnly, signedOutOnly } from '#ui/signed-in-state.ts'
import { Section, sectionHeading } from '../shared/section.tsx'
import { SIGN_UP_TRIGGER } from '../shared/sign-up-trigger.ts'
import { type BillingCycle, billingCycles } from '#domain/plans/plan-rules.ts'
import { PricingCard } from './pricing-card.tsx'
import { PlanButtonTemplates } from './plan-button.tsx'
import type { PricingCard as PricingCardFields, PricingTableBlock } from './schema.ts'

/**
 * The billing-cycle switch is CSS: both cycles' titles and prices are in the HTML and the checked
 * radio shows one, so it works before (or without) any script and costs none.
 */
const cycleSwitch = css({
  '& [data-cycle="Annual"]': { display: 'none' },
  '&:has(input[value="Annual"]:checked)': {
    '& [data-cycle="Annual"]': { display: 'contents' },
    '& [data-cycle="Monthly"]': { display: 'none' },
  },
})

/**
 * Up to four cards a row; a row with fewer cards than columns keeps the cards' width and sits in the
 * middle instead of leaving the right of the row empty.
 */
const cardRow = css({
  display: 'grid',
  gap: '6',
  justifyContent: 'center',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
  '&[data-cards="1"]': { md: { gridTemplateColumns: 'minmax(0, 24rem)' } },
  '&[data-cards="2"]': { xl: { gridTemplateColumns: 'repeat(2, minmax(0, 24rem))' } },
  '&[data-cards="3"]': { xl: { gridTemplateColumns: 'repeat(3, minmax(0, 24rem))' } },
})

/** What a signed-in customer's card shows: whether it is their plan, and its button. */
export type SignedInCard = { current: boolean; action: ReactNode }

/**
 * Signed-in customers get plan changes on the pricing cards instead of Get Started; the site
 * passes the renderer (app/components/plans/plan-actions.tsx), so the block stays free of session
 * and billing code.
 */
export type PlanActionRenderer = (card: PricingCardFields, cycle: BillingCycle) => SignedInCard | null

/**
 * `flush`: set inside a page with its own gutters (the account page), so the cards line up with its
 * cards. `cycle`: the cycle shown first (a customer's own, on the account page). `planAction`: a
 * signed-in customer's button for each card, in place of Get Started.
 */
export function PricingTable({
  block,
  flush = false,
  cycle: initialCycle = 'Monthly',
  planAction = null,
}: {
  block: PricingTableBlock
  flush?: boolean
  cycle?: BillingCycle
  planAction?: PlanActionRenderer | null
}) {
  // Only the signed-in actions (drawn by React on the account page) follow the cycle in state.
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle)
  return (
    <Section id="plans" flush={flush}>
      <h2 className={sectionHeading}>{block.heading}</h2>
      <div className={cycleSwitch} data-plan-table="" data-island="plan-buttons" data-island-visible="">
        <fieldset
          className={css({
            display: 'inline-flex',
            gap: '1',
            p: '1',
            borderRadius: 'lg',
            bg: 'bg.muted',
            mb: '8',
          })}
        >
          <legend className="sr-only">Billing cycle</legend>
          {billingCycles.map((option) => (
            <label
              key={option}
              className={css({
                px: '4',
                py: '1.5',
                borderRadius: 'md',
                cursor: 'pointer',
                fontWeight: 'medium',
                '&:has(input:checked)': { bg: 'accent.solid', color: 'accent.fg' },
                '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing' },
              })}
            >
              <input
                type="radio"
                name={`billing-cycle-${block.id ?? 'table'}`}
                value={option}
                defaultChecked={option === initialCycle}
                onChange={() => setCycle(option)}
                className="sr-only"
              />
              {option}
            </label>
          ))}
        </fieldset>
        <div className={cardRow} data-cards={Math.min(block.cards.length, 4)}>
          {block.cards.map((card) => {
            const signedIn = planAction?.(card, cycle)
            return (
              <PricingCard
                key={card.title}
                card={card}
                cycle={planAction ? cycle : 'both'}
                current={signedIn?.current ?? false}
                action={
                  signedIn ? (
                    signedIn.action
                  ) : (
                    <div data-plan-slot={card.title}>
                      <button
                        type="button"
                        className={`${button({ variant: 'outline' })} ${css({ w: 'full' })} ${signedOutOnly}`}
                        {...SIGN_UP_TRIGGER}
                      >
                        Get Started
                      </button>
                      {/* A customer's first paint: never the sign-up offer; the plan-buttons island
                          puts the card's own action here once it has the plan. */}
                      <button
                        type="button"
                        disabled
                        aria-busy="true"
                        className={`${button({ variant: 'outline' })} ${css({ w: 'full' })} ${signedInOnly}`}
                      >
                        Checking your plan…
                      </button>
                    </div>
                  )
                }
              />
            )
          })}
        </div>
        {planAction ? null : <PlanButtonTemplates />}
      </div>
    </Section>
  )
}
