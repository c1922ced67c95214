import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { getChangelogEntry } from '#server/content/learning.functions.ts'
import { anyPostRequestSchema } from '#shared/content/learning.schema.ts'
import { requestOrNotFound } from '~/route-request.ts'
import { EntryBody, EntryDate, FeedLink, feedLink } from '~/components/changelog/changelog-entry.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'
import { articleMeta } from '~/page-head.ts'
import { pageShell } from '#ui/post-list.tsx'

export const Route = createFileRoute('/_document/changelog/$slug')({
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  loader: async ({ params }) => {
    const result = await getChangelogEntry({
      data: requestOrNotFound(anyPostRequestSchema, { slug: params.slug }),
    })
    if (result.status === 'not-found') throw notFound()
    return result
  },
  head: ({ loaderData }) => ({
    meta:
      loaderData?.status === 'found'
        ? articleMeta({
            title: loaderData.entry.title,
            excerpt: loaderData.entry.summary,
            custom_excerpt: null,
            published_at: loaderData.entry.published,
          })
        : [],
    links: [feedLink],
  }),
  component: ChangelogEntryPage,
})

function ChangelogEntryPage() {
  const result = Route.useLoaderData()
  if (result.status !== 'found') return <ContentUnavailable />
  const { entry } = result
  return (
    <article className={pageShell}>
      <p className={css({ fontSize: 'sm' })}>
        <a href="/changelog/" className={css({ textDecoration: 'underline' })}>
          Changelog
        </a>
      </p>
      <h1
        className={css({
          fontSize: { base: '3xl', md: '4xl' },
          fontWeight: 'extrabold',
          lineHeight: '1.15',
          maxW: '4xl',
          mt: '2',
        })}
      >
        {entry.title}
      </h1>
      <p className={css({ mt: '3' })}>
        <EntryDate entry={entry} />
      </p>
      <EntryBody html={entry.html} />
      <p className={css({ mt: '10' })}>
        <FeedLink />
      </p>
    </article>
  )
}
