import { css } from 'styled-system/css'
import type { AccountData } from '#domain/account/account.schema.ts'
import { nextMonthDate } from '#domain/plans/plan-change.ts'
import { fileSizeOverageText, overageText, usageSummary } from '#domain/plans/usage.ts'
import { formatNumber } from './format-number.ts'

const rowStyle = css({ display: 'flex', justifyContent: 'space-between', gap: '4', py: '1.5' })

/** This month's calls against the plan, with overage and its cost at the plan's rate. */
export function UsageMeter({ account, today }: { account: AccountData; today: Date }) {
  const usage = usageSummary(account)
  const over = usage.used > usage.included
  return (
    <section aria-labelledby="usage-title">
      <h2 id="usage-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Usage this month
      </h2>
      <p className={css({ mt: '3' })} data-testid="usage-summary">
        <strong>{formatNumber(usage.used)}</strong> of {formatNumber(usage.included)} calls used
      </p>
      <div
        role="meter"
        aria-label="API calls used this month"
        aria-valuemin={0}
        aria-valuemax={usage.included}
        aria-valuenow={Math.min(usage.used, usage.included)}
        aria-valuetext={`${formatNumber(usage.used)} of ${formatNumber(usage.included)} calls`}
        className={css({ mt: '2', h: '3', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}
      >
        <div
          className={over ? css({ h: 'full', bg: 'danger.solid' }) : css({ h: 'full', bg: 'accent.default' })}
          style={{ width: `${usage.percent}%` }}
        />
      </div>
      <p className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted' })}>Resets on {nextMonthDate(today)}</p>
      <dl className={css({ mt: '4', fontSize: 'sm' })}>
        <div className={rowStyle}>
          <dt>EU (GDPR) calls</dt>
          <dd>{formatNumber(usage.euCalls)}</dd>
        </div>
        <div className={rowStyle}>
          <dt>Pro tools calls</dt>
          <dd>{formatNumber(usage.proToolsCalls)}</dd>
        </div>
        <div className={rowStyle}>
          <dt>Overage</dt>
          <dd data-testid="overage">{overageText(usage, formatNumber)}</dd>
        </div>
        <div className={rowStyle}>
          <dt>File-size overage</dt>
          <dd data-testid="file-size-overage">{fileSizeOverageText(usage, formatNumber)}</dd>
        </div>
      </dl>
    </section>
  )
}
