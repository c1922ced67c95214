import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { NEEDS_SCRIPT } from '~/components/shell/needs-script.ts'

/**
 * "Copy page as Markdown" (island `copy-markdown`: loaded on intent, the first click replayed) and
 * a plain link to the same Markdown, which is all a browser without scripts shows.
 */
export function PageMarkdownActions({ href }: { href: string }) {
  return (
    <div
      data-island="copy-markdown"
      className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap', mb: '4' })}
    >
      <button
        type="button"
        data-copy-markdown={href}
        {...NEEDS_SCRIPT}
        className={button({ size: 'sm', variant: 'outline' })}
      >
        Copy page as Markdown
      </button>
      <a
        href={href}
        type="text/markdown"
        className={css({ fontSize: 'sm', color: 'fg.muted', textDecoration: 'underline' })}
      >
        View as Markdown
      </a>
      <span role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })} />
    </div>
  )
}
