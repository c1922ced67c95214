import { createFileRoute, notFound } from '@tanstack/react-router'
import { getPage } from '#blocks/pages.functions.ts'
import { CmsPage, ContentUnavailable } from '~/components/page/cms-page.tsx'
import { pageMeta } from '~/page-head.ts'

export const Route = createFileRoute('/pricing')({
  // A marketing page: HTML and islands (app/components/shell/document-page.ts). The page is the same
  // HTML for everyone; the pricing table's island draws a customer's plan buttons (/api/plan-state/).
  staticData: { document: true },
  loader: async () => {
    const page = await getPage({ data: { collection: 'pages', slug: 'pricing' } })
    if (page.status === 'not-found') throw notFound()
    return { page }
  },
  head: ({ loaderData }) => ({ meta: loaderData?.page.status === 'found' ? pageMeta(loaderData.page) : [] }),
  component: PricingPage,
})

function PricingPage() {
  const { page } = Route.useLoaderData()
  if (page.status !== 'found') return <ContentUnavailable />
  return <CmsPage page={page} />
}
