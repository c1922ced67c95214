import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { getAccountOverview } from '#server/account/account.functions.ts'
import { pricingCardsOf } from '#blocks/pricing-table/cards-of.ts'
import { getPage } from '#blocks/pages.functions.ts'
import { billingCycles, planNames } from '#domain/plans/plan-rules.ts'
import { AccountPage } from '~/components/account/account-page.tsx'

/**
 * `?change=Pro&cycle=Annual`: a document page's plan button; the plan-change dialog opens for it.
 * `&lab=markdown`: the API lab's Pro tool offer; once the change is done the customer is back on that tool.
 */
const searchSchema = z.object({
  change: z.catch(z.optional(z.enum(planNames)), undefined),
  cycle: z.catch(z.optional(z.enum(billingCycles)), undefined),
  lab: z.catch(z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,80}$/))), undefined),
})

export const Route = createFileRoute('/_app/account')({
  validateSearch: searchSchema,
  // The guard is the overview's own (requireSession): it runs on the server for a page load and
  // before every client navigation renders, so no private content flashes, and an anonymous visitor
  // is offered sign-in, then brought back here. The page load reads the session once, shared with
  // the shell's read (current-session.server.ts).
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
  const { change, cycle, lab } = Route.useSearch()
  return (
    <AccountPage
      overview={overview}
      cards={cards}
      labTool={lab ?? null}
      initialTarget={
        change ? { plan: change, cycle: change === 'Starter' ? 'Monthly' : (cycle ?? 'Monthly') } : null
      }
    />
  )
}
