import { createFileRoute, notFound } from '@tanstack/react-router'
import { getPage } from '#blocks/pages.functions.ts'
import { CmsPage, ContentUnavailable } from '~/components/page/cms-page.tsx'
import { pageMeta } from '~/page-head.ts'
import { pageRequestSchema } from '#shared/content/page-request.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'

export const Route = createFileRoute('/_document/products/$slug')({
  loader: async ({ params }) => {
    const page = await getPage({
      data: requestOrNotFound(pageRequestSchema, { collection: 'products', slug: params.slug }),
    })
    if (page.status === 'not-found') throw notFound()
    return page
  },
  head: ({ loaderData }) => ({ meta: loaderData?.status === 'found' ? pageMeta(loaderData) : [] }),
  component: ProductPage,
})

function ProductPage() {
  const page = Route.useLoaderData()
  return page.status === 'found' ? <CmsPage page={page} /> : <ContentUnavailable />
}
