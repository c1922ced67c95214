import { createFileRoute, notFound } from '@tanstack/react-router'
import { getPage } from '#blocks/pages.functions.ts'
import { CmsPage, ContentUnavailable } from '~/components/page/cms-page.tsx'
import { pageMeta } from '~/page-head.ts'

export const Route = createFileRoute('/')({
  // A marketing page: HTML and islands (app/components/shell/document-page.ts).
  staticData: { document: true },
  loader: async () => {
    const page = await getPage({ data: { collection: 'pages', slug: 'home' } })
    if (page.status === 'not-found') throw notFound()
    return page
  },
  head: ({ loaderData }) => ({ meta: loaderData?.status === 'found' ? pageMeta(loaderData) : [] }),
  component: HomePage,
})

function HomePage() {
  const page = Route.useLoaderData()
  return page.status === 'found' ? <CmsPage page={page} /> : <ContentUnavailable />
}
