import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'

export const WHOOPS_TEXT = "Whoops! It seems like the page you're looking for doesn't exist."

type ErrorViewProps = { status: number; message?: string }

/** The error page: the status large, the apology, and a way home (docs/product.md#errors). */
export function ErrorView({ status, message }: ErrorViewProps) {
  return (
    <section
      aria-labelledby="error-status"
      className={css({ textAlign: 'center', py: '24', px: '6', maxW: '2xl', mx: 'auto' })}
    >
      <h1
        id="error-status"
        className={css({ fontSize: '8xl', fontWeight: 'bold', lineHeight: '1', color: 'accent.default' })}
      >
        {status}
      </h1>
      <p className={css({ fontSize: 'xl', mt: '6' })}>{WHOOPS_TEXT}</p>
      {message ? <p className={css({ color: 'fg.muted', mt: '2' })}>{message}</p> : null}
      <Link to="/" className={`${button({ size: 'lg' })} ${css({ mt: '10' })}`}>
        Take me home
      </Link>
    </section>
  )
}

/**
 * Route errors: never show the error's own text, it may be internal. Input a server function
 * refused was answered 400 (safe-error.server.ts): the page says 400 too, not a fault of ours.
 */
export function ErrorPage({ error }: ErrorComponentProps) {
  const refusedInput = error instanceof Error && error.message === INVALID_REQUEST_MESSAGE
  return <ErrorView status={refusedInput ? 400 : 500} />
}
