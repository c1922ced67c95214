import { Link } from '@tanstack/react-router'
import { useDeferredValue, useState } from 'react'
import { ChevronDown } from 'lucide-react'
import { css } from 'styled-system/css'
import { field } from 'styled-system/recipes'
import type { ToolGroup } from '#domain/pdf-api/tool-groups.ts'
import type { LabTool } from '#domain/pdf-api/lab-tool.ts'
import { ProBadge } from '#ui/pro-badge.tsx'

const matches = (tool: LabTool, query: string) => {
  const wanted = query.trim().toLowerCase()
  return (
    !wanted ||
    tool.name.toLowerCase().includes(wanted) ||
    tool.id.includes(wanted) ||
    tool.cmsSlug.includes(wanted)
  )
}

/**
 * The lab's tool list, grouped like the CMS buckets, searchable; each tool is a link (`?tool=`).
 * On a phone it folds into a disclosure naming the current tool, so the form comes first; from `lg` up
 * the list is a sidebar and always shows (its summary is hidden and the content forced visible).
 */
export function ToolPicker({ groups, selected }: { groups: ToolGroup[]; selected: string }) {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const shownQuery = useDeferredValue(query)
  const shown = groups
    .map((group) => ({ ...group, tools: group.tools.filter((tool) => matches(tool, shownQuery)) }))
    .filter((group) => group.tools.length > 0)
  const current = groups.flatMap((group) => group.tools).find((tool) => tool.id === selected)
  return (
    <nav aria-label="API tools">
      <details
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className={css({
          '&[open] > summary > svg': { transform: 'rotate(180deg)' },
          lg: {
            '& > summary': { display: 'none' },
            '&::details-content': { contentVisibility: 'visible', display: 'contents' },
          },
        })}
      >
        <summary
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            px: '3',
            py: '2.5',
            borderWidth: '1px',
            borderColor: 'border.emphasized',
            borderRadius: 'md',
            cursor: 'pointer',
            listStyle: 'none',
            '&::-webkit-details-marker': { display: 'none' },
            '& > svg': { transition: 'transform 0.15s' },
          })}
        >
          <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>Tool</span>
          <span className={css({ fontWeight: 'semibold', mr: 'auto' })}>
            {current?.name ?? 'Choose a tool'}
          </span>
          <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>Change</span>
          <ChevronDown aria-hidden="true" size={16} />
        </summary>
        <div
          className={css({ display: 'grid', gap: '3', alignContent: 'start', mt: { base: '3', lg: '0' } })}
        >
          <label htmlFor="lab-tool-search" className="sr-only">
            Search tools
          </label>
          <input
            id="lab-tool-search"
            type="search"
            placeholder="Search tools"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={field().control}
          />
          {shown.length === 0 ? (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No options.</p>
          ) : null}
          {shown.map((group) => (
            <div key={group.name}>
              <h2
                className={css({
                  fontSize: 'xs',
                  textTransform: 'uppercase',
                  letterSpacing: 'wide',
                  color: 'fg.muted',
                  fontWeight: 'bold',
                })}
              >
                {group.name}
              </h2>
              <ul className={css({ mt: '1', display: 'grid', gap: '0.5' })}>
                {group.tools.map((tool) => (
                  <li key={tool.id}>
                    <Link
                      to="/apilab/"
                      search={{ tool: tool.id }}
                      aria-current={tool.id === selected ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                      className={css({
                        display: 'flex',
                        alignItems: 'center',
                        px: '2',
                        py: '1',
                        borderRadius: 'md',
                        fontSize: 'sm',
                        _hover: { bg: 'bg.muted' },
                        '&[aria-current=page]': { bg: 'bg.emphasized', fontWeight: 'semibold' },
                      })}
                    >
                      {tool.name}
                      {tool.pro ? <ProBadge /> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </details>
    </nav>
  )
}
