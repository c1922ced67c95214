import { css } from 'styled-system/css'
import { proseStyle } from '#blocks/rich-text/rich-text.tsx'
import { CHANGELOG_FEED_PATH, CHANGELOG_FEED_TYPE, CHANGELOG_TITLE } from '#shared/content/changelog.ts'
import type { ChangelogEntry } from '#server/content/changelog.server.ts'
import { changelogPath } from '#shared/content/post-kinds.ts'
import { formatPostDate } from '#ui/post-list.tsx'

/** The `<link rel="alternate">` feed readers and browsers discover the feed by. */
export const feedLink = {
  rel: 'alternate',
  type: CHANGELOG_FEED_TYPE,
  title: CHANGELOG_TITLE,
  href: CHANGELOG_FEED_PATH,
}

const dateStyle = css({ fontSize: 'sm', color: 'fg.muted' })
const bodyStyle = `${proseStyle} ${css({
  mt: '4',
  '& pre': { p: '4', borderRadius: 'md', bg: 'bg.muted', overflowX: 'auto', fontSize: 'sm' },
  '& a': { textDecoration: 'underline' },
})}`

/** The entry's date: when it was published, as every post list shows it. */
export function EntryDate({ entry }: { entry: Pick<ChangelogEntry, 'published'> }) {
  return (
    <time dateTime={entry.published} className={dateStyle}>
      {formatPostDate(entry.published)}
    </time>
  )
}

/** Server-sanitised entry HTML: no island, no script (a changelog is read, not worked with). */
export function EntryBody({ html }: { html: string }) {
  return <div className={bodyStyle} dangerouslySetInnerHTML={{ __html: html }} />
}

/** An entry in the changelog's list: its date, its title linking to its own page, its whole body. */
export function ChangelogListEntry({ entry }: { entry: ChangelogEntry }) {
  const headingId = `entry-${entry.slug}`
  return (
    <article
      aria-labelledby={headingId}
      className={css({ py: '10', borderTopWidth: '1px', borderColor: 'border.default' })}
    >
      <EntryDate entry={entry} />
      <h2 id={headingId} className={css({ fontSize: '2xl', fontWeight: 'bold', mt: '1' })}>
        <a
          href={changelogPath(entry.slug)}
          className={css({
            color: 'fg.default',
            textDecoration: 'none',
            _hover: { textDecoration: 'underline' },
          })}
        >
          {entry.title}
        </a>
      </h2>
      <EntryBody html={entry.html} />
    </article>
  )
}

/** The feed's link, worded for people: the same address the page's `<link rel="alternate">` names. */
export function FeedLink() {
  return (
    <a href={CHANGELOG_FEED_PATH} className={css({ textDecoration: 'underline', fontSize: 'sm' })}>
      Subscribe to the Atom feed
    </a>
  )
}
