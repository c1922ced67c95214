import { Link } from '@tanstack/react-router'
import { useDeferredValue, useState } from 'react'
import { css } from 'styled-system/css'
import type { ToolGroup } from '#server/pdf-api/tool-groups.ts'
import type { LabTool } from '#server/pdf-api/tools.ts'
import { inputStyle } from '~/components/forms/field-styles.ts'
import { ProBadge } from '~/components/ui/pro-badge.tsx'

const matches = (tool: LabTool, query: string) => {
  const wanted = query.trim().toLowerCase()
  return (
    !wanted ||
    tool.name.toLowerCase().includes(wanted) ||
    tool.id.includes(wanted) ||
    tool.cmsSlug.includes(wanted)
  )
}

/** The lab's tool list, grouped like the CMS buckets, searchable; each tool is a link (`?tool=`). */
export function ToolPicker({ groups, selected }: { groups: ToolGroup[]; selected: string }) {
  const [query, setQuery] = useState('')
  const shownQuery = useDeferredValue(query)
  const shown = groups
    .map((group) => ({ ...group, tools: group.tools.filter((tool) => matches(tool, shownQuery)) }))
    .filter((group) => group.tools.length > 0)
  return (
    <nav aria-label="API tools" className={css({ display: 'grid', gap: '3', alignContent: 'start' })}>
      <label htmlFor="lab-tool-search" className="sr-only">
        Search tools
      </label>
      <input
        id="lab-tool-search"
        type="search"
        placeholder="Search tools"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={inputStyle}
      />
      {shown.length === 0 ? <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No options.</p> : null}
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
    </nav>
  )
}
