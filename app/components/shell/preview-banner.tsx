import { useRouterState } from '@tanstack/react-router'
import { css } from 'styled-system/css'

/** Tells an editor they are looking at drafts, and how to leave. */
export function PreviewBanner() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <div
      role="status"
      className={css({
        bg: 'chardonnay.300',
        color: 'pdfrestGray.950',
        textAlign: 'center',
        py: '2',
        fontWeight: 'semibold',
      })}
    >
      Preview mode: you are seeing draft content.{' '}
      <a
        href={`/api/exit-preview/?url=${encodeURIComponent(pathname)}`}
        className={css({ textDecoration: 'underline' })}
      >
        Exit preview
      </a>
    </div>
  )
}
