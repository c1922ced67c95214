import { css } from 'styled-system/css'

export const labelStyle = css({ display: 'block', fontWeight: 'medium', mb: '1' })
export const inputStyle = css({
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  bg: 'bg.subtle',
  color: 'fg.default',
  '&[aria-invalid=true]': { borderColor: 'danger.border' },
})
export const errorStyle = css({ color: 'danger.fg', fontSize: 'sm', mt: '1' })
export const alertStyle = css({
  p: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'danger.border',
  bg: 'danger.bg',
  color: 'danger.fg',
})

/** On a failed validation the first invalid field is focused and scrolled into view. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  // After the next paint: the error state of the fields has to reach the DOM first.
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!first) return
    first.focus()
    first.scrollIntoView({ block: 'center', behavior: 'smooth' })
  })
}

/** Field error messages from TanStack Form's Standard Schema issues. */
export function errorMessages(errors: readonly unknown[]): string[] {
  return errors.flatMap((error) => {
    if (typeof error === 'string') return [error]
    if (
      typeof error === 'object' &&
      error !== null &&
      'message' in error &&
      typeof error.message === 'string'
    )
      return [error.message]
    return []
  })
}

/** A field's messages, once it was touched or a submit was tried (never on a fresh form). */
export function visibleErrors(
  meta: { isTouched: boolean; errors: readonly unknown[] },
  submissionAttempts: number,
): string[] {
  return meta.isTouched || submissionAttempts > 0 ? errorMessages(meta.errors) : []
}
