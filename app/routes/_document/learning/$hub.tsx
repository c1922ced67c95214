import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { proseStyle } from '#blocks/rich-text/rich-text.tsx'
import { getLearningHub } from '#server/content/learning.functions.ts'
import { hubRequestSchema } from '#shared/content/learning.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'
import { PostList, pageShell, pageTitle, sectionTitle, solutionHref, tutorialHref } from '#ui/post-list.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'

export const Route = createFileRoute('/_document/learning/$hub')({
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
  const { hub: topic } = Route.useParams()
  if (page.status !== 'found') return <ContentUnavailable />
  return (
    <div className={pageShell}>
      <h1 className={pageTitle}>{page.hub.title}</h1>
      <div className={proseStyle} dangerouslySetInnerHTML={{ __html: page.hub.html }} />
      <h2 className={sectionTitle}>Solutions</h2>
      <PostList posts={page.solutions.posts} href={solutionHref} />
      <AllOfTopic
        shown={page.solutions.posts.length}
        total={page.solutions.total}
        noun="solutions"
        href={`/learning/solutions/?tag=${topic}`}
      />
      <h2 className={sectionTitle}>Tutorials</h2>
      <PostList posts={page.tutorials.posts} href={tutorialHref} />
      <AllOfTopic
        shown={page.tutorials.posts.length}
        total={page.tutorials.total}
        noun="tutorials"
        href={`/learning/tutorials/?tag=${topic}`}
      />
      <p className={css({ mt: '8' })} />
    </div>
  )
}

/** A hub shows the first posts of each kind; the rest are one link away, on the topic's list. */
function AllOfTopic({
  shown,
  total,
  noun,
  href,
}: {
  shown: number
  total: number
  noun: string
  href: string
}) {
  if (total <= shown) return null
  return (
    <p className={css({ mt: '4' })}>
      <a href={href} className={css({ color: 'accent.default', textDecoration: 'underline' })}>
        All {total} {noun} on this topic
      </a>
    </p>
  )
}
