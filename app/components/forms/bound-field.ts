import { useStore } from '@tanstack/react-form'
import { visibleErrors } from './field-errors.ts'
import { useFieldContext } from './form-context.ts'

/** The field of the surrounding `form.AppField`, its value and the messages it shows now. */
export function useBoundField<TValue>() {
  const field = useFieldContext<TValue>()
  const value = useStore(field.store, (state) => state.value)
  const meta = useStore(field.store, (state) => state.meta)
  const attempts = useStore(field.form.store, (state) => state.submissionAttempts)
  return { field, value, messages: visibleErrors(meta, attempts) }
}
