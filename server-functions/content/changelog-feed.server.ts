import {
  CHANGELOG_FEED_PATH,
  CHANGELOG_FEED_TYPE,
  CHANGELOG_SUBTITLE,
  CHANGELOG_TITLE,
} from '#shared/content/changelog.ts'
import { xmlText } from '#shared/http/xml-text.ts'
/**
 * A feed with no entry yet still needs an `updated`: the Unix epoch says "never", where the time of
 * the request would tell readers the feed changed on every poll.
 */
const NEVER = '1970-01-01T00:00:00.000Z'

export type FeedEntry = {
  /** Ghost's uuid: stays when a writer renames the slug, so readers never see an entry twice. */
  uuid: string | undefined
  slug: string
  title: string
  /** Sanitised post HTML (links into the site relative, as on the page). */
  html: string
  summary: string
  published: string
  updated: string
  authors: string[]
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`
const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${xmlText(value)}"`)
    .join(' ')}/>`

/**
 * Links and pictures into the site made absolute: a feed reader shows the HTML on its own page, and
 * few readers honour `xml:base`. Files Ghost serves keep their own (already absolute) address.
 */
export function absoluteLinks(html: string, siteUrl: string): string {
  return html.replace(/(\s(?:href|src)=")\/(?!\/)/gi, `$1${siteUrl}/`)
}

/** An ISO instant as Atom's date-time (RFC 3339); an unreadable one is left out by the caller. */
const instant = (value: string) => new Date(value).toISOString()

function entryXml(entry: FeedEntry, siteUrl: string): string {
  const url = `${siteUrl}/changelog/${entry.slug}/`
  return [
    '  <entry>',
    `    ${element('id', entry.uuid ? `urn:uuid:${entry.uuid}` : url)}`,
    `    ${element('title', entry.title)}`,
    `    ${link({ rel: 'alternate', type: 'text/html', href: url })}`,
    `    ${element('published', instant(entry.published))}`,
    `    ${element('updated', instant(entry.updated))}`,
    ...entry.authors.map((name) => `    <author>${element('name', name)}</author>`),
    ...(entry.summary ? [`    ${element('summary', entry.summary)}`] : []),
    // Escaped HTML (type="html"), never CDATA: a body holding `]]>` cannot end the section early.
    `    <content type="html">${xmlText(absoluteLinks(entry.html, siteUrl))}</content>`,
    '  </entry>',
  ].join('\n')
}

/**
 * The changelog as an Atom 1.0 document (RFC 4287), every address from the configured site URL,
 * never from the request; the feed's `updated` is its newest entry's.
 */
export function changelogAtom(siteUrl: string, entries: FeedEntry[]): string {
  const updated = entries.reduce(
    (latest, entry) => (instant(entry.updated) > latest ? instant(entry.updated) : latest),
    NEVER,
  )
  return `${[
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  ${element('id', `${siteUrl}/changelog/`)}`,
    `  ${element('title', CHANGELOG_TITLE)}`,
    `  ${element('subtitle', CHANGELOG_SUBTITLE)}`,
    `  ${element('updated', updated)}`,
    `  ${link({ rel: 'self', type: CHANGELOG_FEED_TYPE, href: `${siteUrl}${CHANGELOG_FEED_PATH}` })}`,
    `  ${link({ rel: 'alternate', type: 'text/html', href: `${siteUrl}/changelog/` })}`,
    // The feed's author stands for every entry that names none (Atom requires one or the other).
    `  <author>${element('name', 'pdfRest')}</author>`,
    `  ${element('icon', `${siteUrl}/favicon.ico`)}`,
    ...entries.map((entry) => entryXml(entry, siteUrl)),
    '</feed>',
  ].join('\n')}\n`
}
