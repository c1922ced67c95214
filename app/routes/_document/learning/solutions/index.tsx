import { createFileRoute } from '@tanstack/react-router'
import { getLearningList } from '#server/content/learning.functions.ts'
import { solutionsSearch } from '~/components/learning/search-params.ts'
import { PostList, pageShell, pageTitle, solutionHref } from '#ui/post-list.tsx'
import { Pager } from '~/components/learning/pager.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'

export const Route = createFileRoute('/_document/learning/solutions/')({
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: solutionsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, tag: search.tag }),
  loader: ({ deps }) => getLearningList({ data: { kind: 'solution', page: deps.page, tag: deps.tag } }),
  head: () => ({ meta: [{ title: 'Solutions | pdfRest' }] }),
  component: SolutionsPage,
})

function SolutionsPage() {
  const list = Route.useLoaderData()
  const { tag } = Route.useSearch()
  if (list.status !== 'found') return <ContentUnavailable />
  return (
    <div className={pageShell}>
      <h1 className={pageTitle}>Solutions{tag ? `: ${tag}` : ''}</h1>
      <PostList posts={list.posts} href={solutionHref} headingLevel={2} />
      <Pager base="/learning/solutions/" pagination={list.pagination} extra={tag ? { tag } : {}} />
    </div>
  )
}
