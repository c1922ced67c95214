import { createFormHook, type FormSchema, type FormValidation } from './form-engine.tsx'
import { SubmitButton } from './submit-button.tsx'

/**
 * The site's forms: `useAppForm` gives a form and its submit button. A bound field reads its field
 * from the `form.AppField` around it (`<form.AppField name="…">{() => <TextField … />}</form.AppField>`),
 * and each form imports only the fields it shows, so opening sign-in does not load the sign-up
 * form's chips, selects and text areas.
 */
export const { useAppForm } = createFormHook({ fieldComponents: {}, formComponents: { SubmitButton } })

/** Validate with the form's schema on submit, and while typing after a 300 ms pause. */
export function schemaValidators(schema: FormSchema): FormValidation {
  return { schema, debounceMs: 300 }
}
