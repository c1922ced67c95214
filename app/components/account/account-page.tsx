import { css } from 'styled-system/css'
import type { PricingCard } from '#blocks/pricing-table/schema.ts'
import type { getAccountOverview } from '#server/account/account.functions.ts'
import { knownCycle } from '#domain/plans/plan-rules.ts'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { PlanActions } from '~/components/plans/plan-actions.tsx'
import type { PlanTarget } from '~/components/plans/plan-change-dialog.tsx'
import { AccountHelp } from './account-help.tsx'
import { ApiKeyCard } from './api-key-card.tsx'
import { PlanSummary } from './plan-summary.tsx'
import { UsageMeter } from './usage-meter.tsx'
import { SupportText } from '#ui/support-text.tsx'

type Overview = Awaited<ReturnType<typeof getAccountOverview>>

const cardStyle = css({
  p: '6',
  borderRadius: 'xl',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
})

/** `/account/`: the API key, plan, usage and plan changes of the signed-in customer. */
export function AccountPage({
  overview,
  cards,
  initialTarget = null,
  labTool = null,
}: {
  overview: Overview
  cards: PricingCard[]
  /** A plan change asked for on arrival (a document page's plan button). */
  initialTarget?: PlanTarget | null
  /** The API lab tool to go back to once a plan change is done (the lab's Pro tool offer). */
  labTool?: string | null
}) {
  const { user, account } = overview
  return (
    <div className={css({ maxW: 'content', mx: 'auto', px: '6', py: '12', display: 'grid', gap: '6' })}>
      <div>
        <h1 className={css({ fontSize: '4xl', fontWeight: 'bold' })}>Account</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          {user.fullName ? `${user.fullName} · ` : ''}
          {user.email}
        </p>
      </div>
      {account.ok ? (
        <>
          <div className={cardStyle}>
            <ApiKeyCard apiKey={account.data.key} />
          </div>
          <div className={css({ display: 'grid', gap: '6', md: { gridTemplateColumns: '1fr 1fr' } })}>
            <div className={cardStyle}>
              <PlanSummary account={account.data} />
            </div>
            <div className={cardStyle}>
              <UsageMeter account={account.data} today={new Date(overview.today)} />
            </div>
          </div>
          {cards.length > 0 ? (
            <PlanActions
              state={
                account.data.plan
                  ? {
                      plan: account.data.plan,
                      cycle: account.data.billingCycle,
                      pendingPlan: account.data.pendingPlan,
                      pendingCycle: knownCycle(account.data.pendingBillingCycle),
                      annualRenewalDate: account.data.annualRenewalDate,
                    }
                  : null
              }
              cards={cards}
              heading="Change your plan"
              cycle={knownCycle(account.data.billingCycle) ?? 'Monthly'}
              initialTarget={initialTarget}
              labTool={labTool}
            />
          ) : null}
          <div className={cardStyle}>
            <AccountHelp />
          </div>
        </>
      ) : (
        <div role="alert" className={alertStyle}>
          <SupportText text={account.message} />
        </div>
      )}
    </div>
  )
}
