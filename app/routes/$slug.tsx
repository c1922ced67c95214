import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { pageRequestSchema } from '#shared/content/page-request.schema.ts'
import { getPage } from '#blocks/pages.functions.ts'
import { CmsPage, ContentUnavailable } from '~/components/page/cms-page.tsx'
import { pageMeta } from '~/page-head.ts'
import { requestOrNotFound } from '~/route-request.ts'

/**
 * Any other page a marketer creates in the CMS `pages` collection appears at `/{slug}/` without
 * code. Routes with their own file (pricing, legal pages, learning, ...) match first.
 */
export const Route = createFileRoute('/$slug')({
  // A marketing page: HTML and islands (app/components/shell/document-page.ts).
  staticData: { document: true },
  loader: async ({ params }) => {
    if (params.slug === 'home') throw redirect({ to: '/', statusCode: 308 })
    const page = await getPage({
      data: requestOrNotFound(pageRequestSchema, { collection: 'pages', slug: params.slug }),
    })
    if (page.status === 'not-found') throw notFound()
    return page
  },
  head: ({ loaderData }) => ({ meta: loaderData?.status === 'found' ? pageMeta(loaderData) : [] }),
  component: CmsCollectionPage,
})

function CmsCollectionPage() {
  const page = Route.useLoaderData()
  return page.status === 'found' ? <CmsPage page={page} /> : <ContentUnavailable />
}
