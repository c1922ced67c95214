import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { getLearningHome } from '#server/content/learning.functions.ts'
import { PostList, pageShell, pageTitle, sectionTitle, solutionHref, tutorialHref } from '#ui/post-list.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'
import { AppLink } from '#ui/app-link.tsx'

export const Route = createFileRoute('/_document/learning/')({
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  loader: () => getLearningHome(),
  head: () => ({
    meta: [
      { title: 'Learning | pdfRest' },
      {
        name: 'description',
        content: 'Hubs, solutions and tutorials for processing PDFs with the pdfRest API.',
      },
    ],
  }),
  component: LearningHome,
})

function LearningHome() {
  const home = Route.useLoaderData()
  if (home.status !== 'found') return <ContentUnavailable />
  return (
    <div className={pageShell}>
      <h1 className={pageTitle}>Learning</h1>
      <h2 className={sectionTitle}>Hubs</h2>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {home.hubs.map((hub) => (
          <li key={hub.id}>
            <AppLink
              href={`/learning/${hub.topic}/`}
              className={css({
                display: 'inline-block',
                px: '4',
                py: '2',
                borderRadius: 'md',
                bg: 'bg.muted',
                color: 'fg.default',
                textDecoration: 'none',
              })}
            >
              {hub.title}
            </AppLink>
          </li>
        ))}
      </ul>
      <h2 className={sectionTitle}>Latest solutions</h2>
      <PostList posts={home.solutions} href={solutionHref} />
      <p className={css({ mt: '4' })}>
        <AppLink href="/learning/solutions/" className={css({ color: 'accent.default' })}>
          All solutions
        </AppLink>
      </p>
      <h2 className={sectionTitle}>Latest tutorials</h2>
      <PostList posts={home.tutorials} href={tutorialHref} />
      <p className={css({ mt: '4' })}>
        <AppLink href="/learning/tutorials/" className={css({ color: 'accent.default' })}>
          All tutorials
        </AppLink>
      </p>
    </div>
  )
}
