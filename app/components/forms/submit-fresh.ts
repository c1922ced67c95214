type SubmittableForm = { validate: (cause: 'submit') => unknown; handleSubmit: () => Promise<unknown> }

/**
 * Submits after re-validating at once: the 300 ms debounced change check may still hold an error
 * from before the last keystroke, and TanStack Form would otherwise refuse the first click.
 */
export async function submitFresh(form: SubmittableForm): Promise<void> {
  await form.validate('submit')
  await form.handleSubmit()
}
