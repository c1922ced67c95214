import { createFileRoute, redirect } from '@tanstack/react-router'
import { ACCOUNT_SIGN_IN_SEARCH, getAccountOverview } from '#server/account/account.functions.ts'
import { pricingCardsOf } from '#blocks/pricing-table/cards-of.ts'
import { getPage } from '#server/content/pages.functions.ts'
import { getSessionUser } from '#server/identity/auth.functions.ts'
import { AccountPage } from '~/components/account/account-page.tsx'

export const Route = createFileRoute('/account')({
  // The guard runs on the server for a page load and before every client navigation: no flash of
  // private content, and an anonymous visitor is offered sign-in, then brought back here.
  beforeLoad: async () => {
    if (!(await getSessionUser())) throw redirect({ to: '/', search: ACCOUNT_SIGN_IN_SEARCH })
  },
  loader: async () => {
    const [overview, pricing] = await Promise.all([
      getAccountOverview(),
      getPage({ data: { collection: 'pages', slug: 'pricing' } }),
    ])
    return { overview, cards: pricing.status === 'found' ? pricingCardsOf(pricing.blocks) : [] }
  },
  staleTime: 0,
  gcTime: 0,
  head: () => ({ meta: [{ title: 'Account | pdfRest' }, { name: 'robots', content: 'noindex' }] }),
  component: AccountRoute,
})

function AccountRoute() {
  const { overview, cards } = Route.useLoaderData()
  return <AccountPage overview={overview} cards={cards} />
}
