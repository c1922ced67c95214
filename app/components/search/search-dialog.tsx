import { useVirtualizer } from '@tanstack/react-virtual'
import { Search } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { groupHits, highlightParts, type SearchHit } from '#domain/search/search-engine.ts'
import { ModalDialog, ModalTitle } from '#ui/modal-dialog.tsx'
import { useSiteNavigation } from '#ui/site-navigation.tsx'
import { ProBadge } from '#ui/pro-badge.tsx'
import { rememberSearch, readRecentSearches } from './recent-searches.ts'
import { fetchSearchHits } from './search-client.ts'
import { takeTypeahead } from './typeahead.ts'
import { useDebounced } from './use-debounced.ts'

/** Input debounce 200 ms, list overscan 12, estimated row height 40 (docs/product.md#search). */
export const SEARCH_DEBOUNCE_MS = 200
const OVERSCAN = 12
const ROW_HEIGHT = 40

type Row =
  { type: 'group'; label: string } | { type: 'hit'; hit: SearchHit } | { type: 'recent'; query: string }

/** The server's hits and the query they answer. */
type Answer = { query: string; hits: SearchHit[] }

function rowsFor(answer: Answer | null, query: string, recent: string[]): Row[] {
  if (!query.trim()) {
    return recent.length
      ? [
          { type: 'group', label: 'Recent searches' },
          ...recent.map((entry): Row => ({ type: 'recent', query: entry })),
        ]
      : []
  }
  if (!answer) return []
  return groupHits(answer.hits).flatMap((group): Row[] => [
    { type: 'group', label: group.label },
    ...group.hits.map((hit): Row => ({ type: 'hit', hit })),
  ])
}

/** The search modal (docs/product.md#search): grouped results, keyboard navigation, highlighted matches, recent searches. */
export function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <ModalDialog
      open={open}
      onClose={() => onOpenChange(false)}
      className={css({
        bg: 'bg.subtle',
        color: 'fg.default',
        borderRadius: 'xl',
        w: 'min(40rem, 94vw)',
        // Above the middle: the list grows downwards as results arrive.
        mt: { base: '4', md: '10vh' },
        _open: { display: 'grid' },
        gridTemplateRows: 'auto minmax(0, 1fr)',
        maxH: '70vh',
        overflow: 'hidden',
      })}
    >
      <ModalTitle className="sr-only">Search the site</ModalTitle>
      <SearchPanel onDone={() => onOpenChange(false)} />
    </ModalDialog>
  )
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const { navigate } = useSiteNavigation()
  const listId = useId()
  const [query, setQuery] = useState('')
  const settled = useDebounced(query, SEARCH_DEBOUNCE_MS)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [failed, setFailed] = useState(false)
  const [recent] = useState(readRecentSearches)
  const [active, setActive] = useState(0)
  const scrollRef = useRef<HTMLDivElement>(null)
  // What was typed while the search's code loaded becomes the box's text, then the box has the keys.
  const takeTyped = useCallback((input: HTMLInputElement | null) => {
    if (!input) return
    const typed = takeTypeahead()
    if (typed) setQuery((current) => current + typed)
    input.focus()
  }, [])

  // Each settled query asks the server (decision 064); a newer query cancels the older one's answer.
  const wanted = settled.trim()
  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    fetchSearchHits(wanted, controller.signal)
      .then((hits) => {
        setFailed(false)
        setAnswer({ query: wanted, hits })
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [wanted])

  // Only the answer to what the box says is listed: Enter never opens a hit of an older query.
  const current = answer?.query === wanted ? answer : null
  const rows = rowsFor(current, settled, recent)
  const choices = rows.flatMap((row, at) => (row.type === 'group' ? [] : [at]))
  const activeRow = choices[Math.min(active, choices.length - 1)]
  // The React compiler is not in use here, so the virtualizer's unmemoisable functions are fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  })

  const choose = (row: Row | undefined) => {
    if (!row || row.type === 'group') return
    if (row.type === 'recent') {
      setQuery(row.query)
      setActive(0)
      return
    }
    rememberSearch(settled)
    onDone()
    void navigate(row.hit.doc.url)
  }

  const move = (step: number) => {
    if (choices.length === 0) return
    const next = (Math.min(active, choices.length - 1) + step + choices.length) % choices.length
    setActive(next)
    const at = choices[next]
    if (at !== undefined) virtualizer.scrollToIndex(at, { align: 'auto' })
  }

  const optionId = (at: number) => `${listId}-option-${at}`
  const status = failed
    ? 'Search is not available right now. Please try again in a moment.'
    : wanted && current && current.hits.length === 0
      ? `No results for "${wanted}".`
      : !settled.trim() && rows.length === 0
        ? 'No options.'
        : wanted && !current
          ? 'Loading…'
          : ''

  return (
    <>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          px: '4',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Search aria-hidden="true" size={18} />
        <input
          role="combobox"
          aria-label="Search"
          aria-expanded={rows.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeRow !== undefined ? optionId(activeRow) : undefined}
          placeholder="Search..."
          ref={takeTyped}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault()
              move(1)
            } else if (event.key === 'ArrowUp') {
              event.preventDefault()
              move(-1)
            } else if (event.key === 'Enter') {
              event.preventDefault()
              choose(activeRow !== undefined ? rows[activeRow] : undefined)
            }
          }}
          className={css({ flex: '1', py: '4', bg: 'transparent', outline: 'none', fontSize: 'lg' })}
        />
      </div>
      {/* A long result list scrolls: keyboard users can reach it (Tab) and scroll it with the arrows. */}
      <div
        ref={scrollRef}
        tabIndex={0}
        role="region"
        aria-label="Search results, scrollable"
        className={css({
          overflowY: 'auto',
          minH: '0',
          _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
        })}
      >
        {status ? (
          <p role="status" className={css({ p: '6', textAlign: 'center', color: 'fg.muted' })}>
            {status}
          </p>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label="Search results"
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index]
            if (!row) return null
            const style = {
              position: 'absolute' as const,
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start}px)`,
            }
            if (row.type === 'group') {
              return (
                <div
                  key={item.key}
                  role="presentation"
                  style={style}
                  className={css({
                    px: '4',
                    pt: '3',
                    pb: '1',
                    fontSize: 'xs',
                    fontWeight: 'bold',
                    textTransform: 'uppercase',
                    color: 'fg.muted',
                  })}
                >
                  {row.label}
                </div>
              )
            }
            const selected = item.index === activeRow
            return (
              <div
                key={item.key}
                id={optionId(item.index)}
                role="option"
                aria-selected={selected}
                style={style}
                onMouseMove={() => {
                  const at = choices.indexOf(item.index)
                  if (at !== -1 && at !== active) setActive(at)
                }}
                onClick={() => choose(row)}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '2',
                  px: '4',
                  h: '10',
                  cursor: 'pointer',
                  '&[aria-selected=true]': { bg: 'bg.emphasized' },
                })}
              >
                {row.type === 'recent' ? (
                  <span>{row.query}</span>
                ) : (
                  <>
                    <span
                      className={css({
                        flex: '1',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      })}
                    >
                      {highlightParts(row.hit.doc.title, row.hit.titleMatches).map((part, at) =>
                        part.match ? (
                          <mark
                            key={at}
                            className={css({
                              bg: 'transparent',
                              color: 'accent.emphasized',
                              fontWeight: 'bold',
                            })}
                          >
                            {part.text}
                          </mark>
                        ) : (
                          <span key={at}>{part.text}</span>
                        ),
                      )}
                    </span>
                    {row.hit.doc.pro ? <ProBadge /> : null}
                    {row.hit.doc.group ? (
                      <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{row.hit.doc.group}</span>
                    ) : null}
                  </>
                )}
              </div>
            )
          })}
        </div>
      </div>
    </>
  )
}
