import type { ChangeEvent } from 'react'
import { visibleErrors } from './field-errors.ts'
import { useFieldId } from './field-ids.ts'
import { useFieldContext } from './form-context.ts'
import { useStore } from './form-store.ts'

/**
 * The field of the surrounding `form.AppField`: its id, its value, the messages it shows now, and
 * whether it must be filled in (an "Other" answer only once Other is chosen).
 */
export function useBoundField() {
  const field = useFieldContext()
  const id = useFieldId(field.name)
  const value = useStore(field.store, (state) => state.value)
  const meta = useStore(field.store, (state) => state.meta)
  const attempts = useStore(field.form.store, (state) => state.submissionAttempts)
  const required = useStore(field.form.store, () => field.form.isRequired(field.name))
  return { field, id, value, required, messages: visibleErrors(meta, attempts) }
}

/** A field's value as text (a text, email, password or select field). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A text field's id, messages and the props that bind an input or textarea to it. */
export function useTextBinding() {
  const { field, id, value, required, messages } = useBoundField()
  const bind = {
    name: field.name,
    value: textOf(value),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.handleChange(event.target.value),
    onBlur: field.handleBlur,
  }
  return { id, messages, required, bind }
}
