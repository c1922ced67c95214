import { type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import { type BillingCycle, planLabel } from '#domain/plans/plan-rules.ts'
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

/** Shows a card's cycle-dependent parts for one cycle, or for both (the table's switch shows one with CSS). */
export type CardCycle = BillingCycle | 'both'

export function PricingCard({
  card,
  cycle,
  action,
  current = false,
}: {
  card: PricingCardData
  cycle: CardCycle
  action?: ReactNode
  current?: boolean
}) {
  const titleId = useId()
  const cycles: BillingCycle[] = cycle === 'both' ? ['Monthly', 'Annual'] : [cycle]
  return (
    <article
      aria-labelledby={titleId}
      data-plan-card={card.title}
      data-current={current ? '' : undefined}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        p: '6',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        bg: 'bg.subtle',
        '&[data-current]': { borderWidth: '2px', borderColor: 'accent.default' },
      })}
    >
      <h3 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        {cycle === 'both' && card.title !== 'Starter'
          ? cycles.map((shown) => (
              // Whole titles, so "Annual" alone stays the switch's label.
              <span key={shown} data-cycle={shown}>
                {cardTitle(card.title, shown)}
              </span>
            ))
          : cardTitle(card.title, cycle === 'both' ? 'Monthly' : cycle)}
      </h3>
      {cycles.map((shown) => (
        <div
          key={shown}
          data-cycle={cycle === 'both' ? shown : undefined}
          className={css({ display: 'contents' })}
        >
          <CardPrice card={card} cycle={shown} />
        </div>
      ))}
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

function CardPrice({ card, cycle }: { card: PricingCardData; cycle: BillingCycle }) {
  const { price, original } = cardPrice(card, cycle)
  const cycleText =
    cycle === 'Monthly'
      ? card.price_data.billing_cycle_text_monthly
      : card.price_data.billing_cycle_text_annual
  return (
    <>
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
    </>
  )
}
