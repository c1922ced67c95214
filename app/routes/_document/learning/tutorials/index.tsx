import { createFileRoute } from '@tanstack/react-router'
import { tutorialsSearch } from '~/components/learning/search-params.ts'
import { getLearningList } from '#server/content/learning.functions.ts'
import { PostList, pageShell, pageTitle, tutorialHref } from '#ui/post-list.tsx'
import { Pager } from '~/components/learning/pager.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'

export const Route = createFileRoute('/_document/learning/tutorials/')({
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: tutorialsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, tag: search.tag }),
  loader: ({ deps }) => getLearningList({ data: { kind: 'tutorial', page: deps.page, tag: deps.tag } }),
  head: () => ({ meta: [{ title: 'Tutorials | pdfRest' }] }),
  component: TutorialsPage,
})

function TutorialsPage() {
  const list = Route.useLoaderData()
  const { tag } = Route.useSearch()
  if (list.status !== 'found') return <ContentUnavailable />
  return (
    <div className={pageShell}>
      <h1 className={pageTitle}>Tutorials{tag ? `: ${tag}` : ''}</h1>
      <PostList posts={list.posts} href={tutorialHref} headingLevel={2} />
      <Pager base="/learning/tutorials/" pagination={list.pagination} extra={tag ? { tag } : {}} />
    </div>
  )
}
