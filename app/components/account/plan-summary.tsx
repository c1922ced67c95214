import { lazy, Suspense, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { AccountData } from '#domain/account/account.schema.ts'
import { planCatalogue, proToolsLine } from '#domain/plans/plan-catalogue.ts'
import { formatShortDate, NOT_AVAILABLE } from '#domain/plans/plan-change.ts'
import { knownCycle, planLabel } from '#domain/plans/plan-rules.ts'
import { formatDollars } from '#domain/plans/usage.ts'
import { SupportText } from '#ui/support-text.tsx'

const rowStyle = css({ display: 'flex', justifyContent: 'space-between', gap: '4', py: '1.5' })

function overrides(account: AccountData): [string, string][] {
  const rows: [string, string][] = []
  if (account.licensedUsesSupplement)
    rows.push(['Extra calls per month', `+${account.licensedUsesSupplement}`])
  if (account.filePersistenceOverride)
    rows.push(['File retention', `${account.filePersistenceOverride} minutes`])
  if (account.maxFileSizeOverride) rows.push(['Maximum file size', `${account.maxFileSizeOverride} MB`])
  if (account.overageOverride != null)
    rows.push(['Overage rate', `${formatDollars(account.overageOverride)} per call`])
  return rows
}

function pendingText(account: AccountData): string | null {
  if (!account.pendingPlan && !account.pendingBillingCycle) return null
  const to = [account.pendingPlan ?? account.plan, account.pendingBillingCycle].filter(Boolean).join(' ')
  const when =
    account.billingCycle === 'Annual' && account.annualRenewalDate
      ? `on ${formatShortDate(account.annualRenewalDate)}`
      : 'at your next renewal'
  return `Your plan changes to ${to} ${when}.`
}

// Loaded on the first click of Cancel Plan Change, then kept mounted (as the plan-change dialog).
const CancelPlanChangeDialog = lazy(async () => ({
  default: (await import('~/components/plans/cancel-plan-change-dialog.tsx')).CancelPlanChangeDialog,
}))

/** The plan with its features and Pro tools line (docs/product.md#plans), cycle, renewal, overrides and any pending change. */
export function PlanSummary({ account }: { account: AccountData }) {
  const [cancelOpen, setCancelOpen] = useState(false)
  const [cancelAsked, setCancelAsked] = useState(false)
  if (cancelOpen && !cancelAsked) setCancelAsked(true)
  const plan = account.plan ? planCatalogue[account.plan] : null
  const pending = pendingText(account)
  const cycle = knownCycle(account.billingCycle) ?? NOT_AVAILABLE
  return (
    <section aria-labelledby="plan-title">
      <h2 id="plan-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Your plan
      </h2>
      <p className={css({ mt: '3', fontSize: '2xl', fontWeight: 'extrabold' })} data-testid="current-plan">
        {plan ? planLabel(plan.name, account.billingCycle) : 'No plan'}
      </p>
      {plan ? (
        <>
          <ul className={css({ mt: '3', display: 'grid', gap: '1', fontSize: 'sm' })}>
            {plan.features.map((feature) => (
              <li key={feature.description}>
                <strong>{feature.value}</strong> {feature.description}
              </li>
            ))}
            {proToolsLine(plan.name) ? <li>{proToolsLine(plan.name)}</li> : null}
          </ul>
          <dl className={css({ mt: '4', fontSize: 'sm' })}>
            <div className={rowStyle}>
              <dt>Billing cycle</dt>
              <dd>{cycle}</dd>
            </div>
            {account.billingCycle === 'Annual' && account.annualRenewalDate ? (
              <div className={rowStyle}>
                <dt>Annual renewal</dt>
                <dd>{formatShortDate(account.annualRenewalDate)}</dd>
              </div>
            ) : null}
            {overrides(account).map(([label, value]) => (
              <div key={label} className={rowStyle}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className={css({ mt: '2', color: 'fg.muted' })}>
          <SupportText text="Your account has no plan yet. Please contact us for support." />
        </p>
      )}
      {pending ? (
        <div
          role="status"
          className={css({ mt: '5', p: '4', borderRadius: 'lg', bg: 'bg.muted', display: 'grid', gap: '3' })}
        >
          <p data-testid="pending-change">{pending}</p>
          <button
            type="button"
            className={`${button({ variant: 'outline', size: 'sm' })} ${css({ justifySelf: 'start' })}`}
            onClick={() => setCancelOpen(true)}
          >
            Cancel Plan Change
          </button>
        </div>
      ) : null}
      {cancelAsked ? (
        <Suspense fallback={null}>
          <CancelPlanChangeDialog open={cancelOpen} onClose={() => setCancelOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  )
}
