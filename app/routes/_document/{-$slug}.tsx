import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { pageRequestSchema } from '#shared/content/page-request.schema.ts'
import { getPage } from '#blocks/pages.functions.ts'
import { CmsPage, ContentUnavailable } from '~/components/page/cms-page.tsx'
import { pageMeta } from '~/page-head.ts'
import { requestOrNotFound } from '~/route-request.ts'

/** The CMS page shown at `/`: at its own slug it is a redirect there. */
const HOME_SLUG = 'home'

/**
 * The pages a marketer composes in the CMS `pages` collection: the home page at `/`, and every
 * other page (pricing among them) at `/{slug}/` without code. Routes with their own file (legal
 * pages, learning, ...) match first.
 */
export const Route = createFileRoute('/_document/{-$slug}')({
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  loader: async ({ params }) => {
    if (params.slug === HOME_SLUG) throw redirect({ to: '/', statusCode: 308 })
    const page = await getPage({
      data: requestOrNotFound(pageRequestSchema, { collection: 'pages', slug: params.slug ?? HOME_SLUG }),
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
