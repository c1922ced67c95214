import { createFileRoute, notFound } from '@tanstack/react-router'
import { getLearningPost } from '#server/content/learning.functions.ts'
import { postRequestSchema } from '#shared/content/learning.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'
import { PostArticle } from '~/components/learning/post-article.tsx'
import { solutionHref } from '#ui/post-list.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'
import { articleMeta } from '~/page-head.ts'

export const Route = createFileRoute('/_document/learning/solutions/$slug')({
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  loader: async ({ params }) => {
    const result = await getLearningPost({
      data: requestOrNotFound(postRequestSchema, { kind: 'solution', slug: params.slug }),
    })
    if (result.status === 'not-found') throw notFound()
    return result
  },
  head: ({ loaderData }) => ({ meta: loaderData?.status === 'found' ? articleMeta(loaderData.post) : [] }),
  component: SolutionPage,
})

function SolutionPage() {
  const result = Route.useLoaderData()
  if (result.status !== 'found') return <ContentUnavailable />
  return <PostArticle post={result.post} related={result.related} href={solutionHref} />
}
