import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { Section, sectionHeading } from '../shared/section.tsx'
import { useSignUpOpener } from '../signup-cta/signup-context.tsx'
import { usePlanAction } from './plan-action-context.tsx'
import { type BillingCycle, billingCycles } from '#server/plans/plan-rules.ts'
import { PricingCard } from './pricing-card.tsx'
import type { PricingTableBlock } from './schema.ts'

/** `flush`: set inside a page with its own gutters (the account page), so the cards line up with its cards. */
export function PricingTable({ block, flush = false }: { block: PricingTableBlock; flush?: boolean }) {
  const [cycle, setCycle] = useState<BillingCycle>('Monthly')
  const openSignUp = useSignUpOpener()
  const planAction = usePlanAction()
  return (
    <Section id="plans" flush={flush}>
      <h2 className={sectionHeading}>{block.heading}</h2>
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
              checked={cycle === option}
              onChange={() => setCycle(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </fieldset>
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
        })}
      >
        {block.cards.map((card) => {
          const signedIn = planAction?.(card, cycle)
          return (
            <PricingCard
              key={card.title}
              card={card}
              cycle={cycle}
              current={signedIn?.current ?? false}
              action={
                signedIn ? (
                  signedIn.action
                ) : (
                  <button
                    type="button"
                    className={button({ variant: 'outline' }) + ' ' + css({ w: 'full' })}
                    onClick={openSignUp}
                  >
                    Get Started
                  </button>
                )
              }
            />
          )
        })}
      </div>
    </Section>
  )
}
