import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { groupHits, highlightParts } from '#domain/search/search-engine.ts'
import { getSearchResults } from '#server/search/search.functions.ts'
import { pageShell, pageTitle, sectionTitle } from '#ui/post-list.tsx'
import { ProBadge } from '#ui/pro-badge.tsx'

/** `?q=`: the words searched, cut at 200 characters; anything else is an empty search. */
const searchParams = (search: Record<string, unknown>): { q?: string } =>
  typeof search.q === 'string' && search.q.trim() ? { q: search.q.slice(0, 200) } : {}

/** The site's search as a page: what the header's search leads to without script (decision 064). */
export const Route = createFileRoute('/_document/search/')({
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: searchParams,
  loaderDeps: ({ search }) => ({ q: search.q ?? '' }),
  loader: ({ deps }) => getSearchResults({ data: { q: deps.q } }),
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData?.query ? `Search: ${loaderData.query} | pdfRest` : 'Search | pdfRest' },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: SearchPage,
})

function SearchPage() {
  const { query, hits } = Route.useLoaderData()
  return (
    <div className={pageShell}>
      <h1 className={pageTitle}>Search</h1>
      <form method="get" action="/search/" role="search" className={css({ display: 'flex', gap: '2' })}>
        <label htmlFor="site-search" className="sr-only">
          Search the site
        </label>
        <input
          id="site-search"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={200}
          placeholder="Search..."
          className={css({
            flex: '1',
            px: '3',
            py: '2',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'md',
            bg: 'bg.canvas',
          })}
        />
        <button type="submit" className={button({ size: 'md' })}>
          Search
        </button>
      </form>
      {query && hits.length === 0 ? (
        <p role="status" className={css({ mt: '6', color: 'fg.muted' })}>
          No results for "{query}".
        </p>
      ) : null}
      {groupHits(hits).map((group) => (
        <section key={group.kind}>
          <h2 className={sectionTitle}>{group.label}</h2>
          <ul className={css({ display: 'grid', gap: '2' })}>
            {group.hits.map((hit) => (
              <li key={hit.doc.id} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                <a
                  href={hit.doc.url}
                  className={css({ color: 'accent.default', textDecoration: 'underline' })}
                >
                  {highlightParts(hit.doc.title, hit.titleMatches).map((part, at) =>
                    part.match ? (
                      <mark key={at} className={css({ bg: 'transparent', fontWeight: 'bold' })}>
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                </a>
                {hit.doc.pro ? <ProBadge /> : null}
                {hit.doc.group ? (
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{hit.doc.group}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
