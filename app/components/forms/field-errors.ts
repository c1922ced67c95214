/** Field error messages from a form's Standard Schema issues (or plain strings). */
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
