import { useId } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { NEEDS_SCRIPT } from '~/components/shell/needs-script.ts'

/**
 * The draft's address on the site, to send to another editor: shown in full (selectable without
 * script) with a Copy link button (island `preview-link`: loaded on intent, the first click
 * replayed). It carries no secret: whoever opens it gives the preview secret once, as the writer did.
 */
export function PreviewLink({ link }: { link: string }) {
  const id = useId()
  return (
    <div
      data-island="preview-link"
      className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '3', mt: '4' })}
    >
      <label htmlFor={id} className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}>
        Preview link for other editors
        <input
          id={id}
          readOnly
          value={link}
          className={css({
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'md',
            px: '3',
            py: '2',
            minW: '0',
          })}
        />
      </label>
      <button
        type="button"
        data-copy-link={link}
        {...NEEDS_SCRIPT}
        className={button({ size: 'sm', variant: 'outline' })}
      >
        Copy link
      </button>
    </div>
  )
}
