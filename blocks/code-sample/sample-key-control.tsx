import { css } from 'styled-system/css'

/**
 * "Show my API key" over a page's code samples: hidden in the cached HTML, shown by the
 * sample-key island once the page knows a customer is signed in and has their key. Its element is
 * the island's: the loader runs it at load for a visitor whose hint cookie says signed in, or when
 * a sign-in on the page publishes the visitor (`data-island-signed-in`); never for anyone else.
 */
export function SampleKeyControl() {
  return (
    <label
      data-island="sample-key"
      data-island-early=""
      data-island-signed-in=""
      data-sample-key-control=""
      hidden
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        fontSize: 'sm',
        cursor: 'pointer',
        py: '1',
      })}
    >
      <input type="checkbox" className={css({ accentColor: 'accent.default', w: '4', h: '4' })} />
      Show my API key
    </label>
  )
}
