import { type RefObject, useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { proseStyle } from '#blocks/rich-text/rich-text.tsx'
import { addCopyButtons } from './copy-buttons.ts'
import type { TocEntry } from '#server/content/post-body.server.ts'

/** Adds a copy button to every code block of server-rendered post HTML. */
function useCopyButtons(container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = container.current
    return root ? addCopyButtons(root) : undefined
  }, [container])
}

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  // Short posts read fine without one.
  if (toc.length < 3) return null
  return (
    <nav
      aria-label="On this page"
      className={css({ mt: '8', p: '4', borderRadius: 'md', bg: 'bg.muted', maxW: '3xl' })}
    >
      <h2 className={css({ fontWeight: 'semibold', mb: '2' })}>On this page</h2>
      <ul className={css({ display: 'grid', gap: '1' })}>
        {toc.map((entry) => (
          <li key={entry.id} className={css({ pl: entry.level === 3 ? '4' : '0' })}>
            <a href={`#${entry.id}`} className={css({ color: 'accent.default' })}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Server-prepared post HTML (sanitised, highlighted, anchored) with copy buttons on code. */
export function PostBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useCopyButtons(ref)
  return (
    // On a document page the copy buttons come from the post-copy island once the post nears the viewport.
    <div
      ref={ref}
      data-island="post-copy"
      data-island-visible=""
      className={`${proseStyle} ${css({
        mt: '8',
        // Room at the top of each code block for the copy button's bar, kept with or without it.
        '& pre': { pt: '10' },
        '& .post-code': { bg: 'bg.muted', borderRadius: 'md', my: '4' },
        '& .post-code > pre': { my: '0', pt: '1', bg: 'transparent' },
        '& .post-code-bar': { display: 'flex', justifyContent: 'flex-end', h: '9', pt: '2', px: '2' },
        '& .post-copy-button': {
          px: '2',
          py: '1',
          fontSize: 'xs',
          lineHeight: '1.5',
          borderRadius: 'sm',
          bg: 'bg.emphasized',
          cursor: 'pointer',
        },
      })}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
