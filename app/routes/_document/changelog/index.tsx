import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { getChangelogPage } from '#server/content/learning.functions.ts'
import { CHANGELOG_SUBTITLE } from '#shared/content/changelog.ts'
import { changelogSearch } from '~/components/learning/search-params.ts'
import { ChangelogListEntry, FeedLink, feedLink } from '~/components/changelog/changelog-entry.tsx'
import { Pager } from '~/components/learning/pager.tsx'
import { ContentUnavailable } from '~/components/page/cms-page.tsx'
import { pageShell, pageTitle } from '#ui/post-list.tsx'

export const Route = createFileRoute('/_document/changelog/')({
  // A document's loader never runs in the browser: split off, its schemas stay out of the app's start.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: changelogSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps }) => getChangelogPage({ data: { page: deps.page } }),
  head: () => ({
    meta: [{ title: 'Changelog | pdfRest' }, { name: 'description', content: CHANGELOG_SUBTITLE }],
    links: [feedLink],
  }),
  component: ChangelogPage,
})

function ChangelogPage() {
  const result = Route.useLoaderData()
  if (result.status !== 'found') return <ContentUnavailable />
  return (
    <div className={pageShell}>
      <h1 className={pageTitle}>Changelog</h1>
      <p className={css({ color: 'fg.muted', maxW: '3xl' })}>{CHANGELOG_SUBTITLE}</p>
      <p className={css({ mt: '3', mb: '6' })}>
        <FeedLink />
      </p>
      {result.entries.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No changes on this page yet.</p>
      ) : (
        result.entries.map((entry) => <ChangelogListEntry key={entry.slug} entry={entry} />)
      )}
      <Pager base="/changelog/" pagination={result.pagination} extra={{}} />
    </div>
  )
}
