import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

/**
 * Where a paying customer goes for what the account service cannot do yet (docs/product.md#account):
 * invoices, payment methods, a new or a second API key.
 */
export function AccountHelp() {
  return (
    <section aria-labelledby="account-help-title" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="account-help-title" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
        Help with your account
      </h2>
      <p className={css({ color: 'fg.muted' })}>
        Invoices, payment methods, a new or a second API key, or a question about your usage: our support team
        takes care of these.
      </p>
      <a href="/support/" className={`${button({ variant: 'outline' })} ${css({ justifySelf: 'start' })}`}>
        Contact support
      </a>
    </section>
  )
}
