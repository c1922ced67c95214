import { createFileRoute, notFound } from '@tanstack/react-router'
import { pricingCardsOf } from '#blocks/pricing-table/cards-of.ts'
import { getPage } from '#blocks/pages.functions.ts'
import { getPlanState } from '#server/plans/plan-state.functions.ts'
import { CmsPage, ContentUnavailable } from '~/components/page/cms-page.tsx'
import { PlanActions } from '~/components/plans/plan-actions.tsx'
import { useIsDocument } from '~/components/shell/document-mode.tsx'
import { pageMeta } from '~/page-head.ts'

export const Route = createFileRoute('/pricing')({
  // A marketing page: HTML and islands (app/components/shell/document-page.ts).
  staticData: { document: true },
  loader: async () => {
    // Served as a document, the page is the same HTML for everyone and the pricing table's island
    // draws a customer's plan buttons (/api/plan-state/). Reached by the app's client-side
    // navigation, the plan state turns the cards into plan changes here.
    const [page, planState] = await Promise.all([
      getPage({ data: { collection: 'pages', slug: 'pricing' } }),
      import.meta.env.SSR ? null : getPlanState(),
    ])
    if (page.status === 'not-found') throw notFound()
    return { page, planState }
  },
  head: ({ loaderData }) => ({ meta: loaderData?.page.status === 'found' ? pageMeta(loaderData.page) : [] }),
  component: PricingPage,
})

function PricingPage() {
  const { page, planState } = Route.useLoaderData()
  const isDocument = useIsDocument()
  if (page.status !== 'found') return <ContentUnavailable />
  if (isDocument) return <CmsPage page={page} />
  return (
    <PlanActions state={planState} cards={pricingCardsOf(page.blocks)}>
      <CmsPage page={page} />
    </PlanActions>
  )
}
