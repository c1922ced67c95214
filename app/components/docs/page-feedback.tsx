import { css } from 'styled-system/css'
import { button, field } from 'styled-system/recipes'
import { FEEDBACK_OUTCOMES, PAGE_FEEDBACK_MESSAGES } from '#shared/api/page-feedback.schema.ts'

const fields = field()

// Shown only when the page is opened at its anchor: the server's 303 after a post lands there, so the
// cached page is the same for everyone and no script is needed.
// The margin keeps the question above it in view, below the sticky header.
const outcomeStyle = css({
  display: 'none',
  mt: '3',
  fontWeight: 'medium',
  scrollMarginTop: '32',
  '&:target': { display: 'block' },
})

/**
 * "Was this page helpful?" at the foot of a documentation page: a plain form that files the answer,
 * with the page's address, to the ticket desk (docs/product.md#api-reference).
 */
export function PageFeedback({ page }: { page: string }) {
  return (
    <section
      aria-labelledby="page-feedback-title"
      className={css({
        mt: '16',
        pt: '6',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        maxW: '3xl',
      })}
    >
      <h2 id="page-feedback-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        Was this page helpful?
      </h2>
      <p id={FEEDBACK_OUTCOMES.sent} role="status" className={outcomeStyle}>
        {PAGE_FEEDBACK_MESSAGES.sent}
      </p>
      <p id={FEEDBACK_OUTCOMES.throttled} role="status" className={outcomeStyle}>
        {PAGE_FEEDBACK_MESSAGES.throttled}
      </p>
      <p id={FEEDBACK_OUTCOMES.failed} role="alert" className={outcomeStyle}>
        {PAGE_FEEDBACK_MESSAGES.failed}
      </p>
      <form method="post" action="/api/page-feedback/">
        <input type="hidden" name="page" value={page} />
        <label
          htmlFor="page-feedback-comment"
          className={`${fields.label} ${css({ mt: '3', fontSize: 'sm' })}`}
        >
          What were you looking for? (optional)
        </label>
        <textarea
          id="page-feedback-comment"
          name="comment"
          rows={2}
          maxLength={1000}
          className={fields.control}
        />
        <div className={css({ display: 'flex', gap: '2', mt: '3' })}>
          <button
            type="submit"
            name="helpful"
            value="yes"
            className={button({ variant: 'outline', size: 'sm' })}
          >
            Yes
          </button>
          <button
            type="submit"
            name="helpful"
            value="no"
            className={button({ variant: 'outline', size: 'sm' })}
          >
            No
          </button>
        </div>
      </form>
    </section>
  )
}
