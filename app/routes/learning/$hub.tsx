import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { proseStyle } from '#blocks/rich-text/rich-text.tsx'
import { getLearningHub } from '#server/content/learning.functions.ts'
import { hubRequestSchema } from '#shared/content/learning.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'
import { PostList, pageShell, pageTitle, sectionTitle, solutionHref, tutorialHref } from '#ui/post-list.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'

export const Route = createFileRoute('/learning/$hub')({
  // A marketing page: HTML and islands (app/components/shell/document-page.ts).
  staticData: { document: true },
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  loader: async ({ params }) => {
    const hub = await getLearningHub({ data: requestOrNotFound(hubRequestSchema, { topic: params.hub }) })
    if (hub.status === 'not-found') throw notFound()
    return hub
  },
  head: ({ loaderData }) => ({
    meta: loaderData?.status === 'found' ? [{ title: `${loaderData.hub.title} | pdfRest` }] : [],
  }),
  component: HubPage,
})

function HubPage() {
  const page = Route.useLoaderData()
  if (page.status !== 'found') return <ContentUnavailable />
  const solutions = page.posts.filter((post) => post.kind === 'solution')
  const tutorials = page.posts.filter((post) => post.kind === 'tutorial')
  return (
    <div className={pageShell}>
      <h1 className={pageTitle}>{page.hub.title}</h1>
      <div className={proseStyle} dangerouslySetInnerHTML={{ __html: page.hub.html }} />
      <h2 className={sectionTitle}>Solutions</h2>
      <PostList posts={solutions} href={solutionHref} />
      <h2 className={sectionTitle}>Tutorials</h2>
      <PostList posts={tutorials} href={tutorialHref} />
      <p className={css({ mt: '8' })} />
    </div>
  )
}
