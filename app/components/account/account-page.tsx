import { css } from 'styled-system/css'
import type { getAccountOverview } from '#server/account/account.functions.ts'
import { alertStyle } from '~/components/forms/field-styles.ts'
import { ApiKeyCard } from './api-key-card.tsx'

type Overview = Awaited<ReturnType<typeof getAccountOverview>>

const cardStyle = css({
  p: '6',
  borderRadius: 'xl',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
})

/** `/account/`: who is signed in, the API key and the plan. */
export function AccountPage({ overview }: { overview: Overview }) {
  const { user, account } = overview
  return (
    <section className={css({ maxW: 'content', mx: 'auto', px: '6', py: '12', display: 'grid', gap: '6' })}>
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
          <div className={cardStyle}>
            <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>Plan</h2>
            <p className={css({ mt: '2' })} data-testid="current-plan">
              {account.data.plan ?? 'No plan'}
              {account.data.plan && account.data.plan !== 'Starter' ? ` (${account.data.billingCycle})` : ''}
            </p>
          </div>
        </>
      ) : (
        <div role="alert" className={alertStyle}>
          {account.message}
        </div>
      )}
    </section>
  )
}
