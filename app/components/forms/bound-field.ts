import type { ChangeEvent } from 'react'
import { visibleErrors } from './field-errors.ts'
import { useFieldId } from './field-ids.ts'
import { useFieldContext } from './form-context.ts'
import { useStore } from './form-store.ts'

/** The field of the surrounding `form.AppField`: its id, its value and the messages it shows now. */
export function useBoundField() {
  const field = useFieldContext()
  const id = useFieldId(field.name)
  const value = useStore(field.store, (state) => state.value)
  const meta = useStore(field.store, (state) => state.meta)
  const attempts = useStore(field.form.store, (state) => state.submissionAttempts)
  return { field, id, value, messages: visibleErrors(meta, attempts) }
}

/** A field's value as text (a text, email, password or select field). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A text field's id, messages and the props that bind an input or textarea to it. */
export function useTextBinding() {
  const { field, id, value, messages } = useBoundField()
  const bind = {
    name: field.name,
    value: textOf(value),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      field.handleChange(event.target.value),
    onBlur: field.handleBlur,
  }
  return { id, messages, bind }
}
