import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { type BillingCycle, planLabel } from '#server/plans/plan-rules.ts'
import type { PricingCard as PricingCardData } from './schema.ts'

/** The title carries the cycle as a suffix, except for Starter. */
export function cardTitle(title: string, cycle: BillingCycle): string {
  return planLabel(title, cycle)
}

export function formatPrice(amount: number): string {
  return amount === 0 ? 'Free' : `$${amount.toFixed(2)}`
}

/** The price shown, and the struck-through original when an annual discount applies. */
export function cardPrice(
  card: PricingCardData,
  cycle: BillingCycle,
): { price: number; original: number | null } {
  const data = card.price_data
  if (cycle === 'Monthly') return { price: data.price_per_month_monthly, original: null }
  const discounted = data.discounted_price_per_month_annual
  return discounted != null
    ? { price: discounted, original: data.price_per_month_annual }
    : { price: data.price_per_month_annual, original: null }
}

export function PricingCard({
  card,
  cycle,
  action,
  current = false,
}: {
  card: PricingCardData
  cycle: BillingCycle
  action?: ReactNode
  current?: boolean
}) {
  const { price, original } = cardPrice(card, cycle)
  const cycleText =
    cycle === 'Monthly'
      ? card.price_data.billing_cycle_text_monthly
      : card.price_data.billing_cycle_text_annual
  return (
    <article
      aria-label={cardTitle(card.title, cycle)}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        p: '6',
        borderRadius: 'xl',
        borderWidth: current ? '2px' : '1px',
        borderColor: current ? 'accent.default' : 'border.default',
        bg: 'bg.subtle',
      })}
    >
      <h3 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{cardTitle(card.title, cycle)}</h3>
      <p
        className={css({
          mt: '4',
          display: 'flex',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          columnGap: '2',
        })}
      >
        {original != null ? (
          <s
            // A line of its own: beside the price it pushed "/ month" onto a second line.
            className={css({ color: 'fg.muted', flexBasis: 'full' })}
            aria-label={`was ${formatPrice(original)}`}
          >
            {formatPrice(original)}
          </s>
        ) : null}
        <span
          className={css({ fontSize: { base: '4xl', xl: '3xl', '2xl': '4xl' }, fontWeight: 'extrabold' })}
        >
          {formatPrice(price)}
        </span>
        {price > 0 ? (
          <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>
            {card.price_data.cycle_text ?? '/ month'}
          </span>
        ) : null}
      </p>
      {cycleText ? <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>{cycleText}</p> : null}
      <ul
        className={css({
          mt: '6',
          display: 'grid',
          gap: '2',
          alignContent: 'start',
          fontSize: 'sm',
          flex: '1',
        })}
      >
        {card.features.map((feature) => (
          <li key={feature.id} dangerouslySetInnerHTML={{ __html: feature.detail }} />
        ))}
      </ul>
      {action ? <div className={css({ mt: '6' })}>{action}</div> : null}
    </article>
  )
}
