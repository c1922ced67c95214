import { CheckboxField } from './checkbox-field.tsx'
import { ChipsField } from './chips-field.tsx'
import { createFormHook, type FormSchema, type FormValidation } from './form-engine.tsx'
import { PasswordField } from './password-field.tsx'
import { SelectField } from './select-field.tsx'
import { SubmitButton } from './submit-button.tsx'
import { EmailField, TextField } from './text-field.tsx'
import { TextareaField } from './textarea-field.tsx'

/**
 * The site's forms: `useAppForm` gives a form with the bound fields
 * (`<form.AppField name="…">{(field) => <field.TextField … />}</form.AppField>`) and the submit button.
 */
export const { useAppForm } = createFormHook({
  fieldComponents: {
    TextField,
    EmailField,
    PasswordField,
    SelectField,
    ChipsField,
    CheckboxField,
    TextareaField,
  },
  formComponents: { SubmitButton },
})

/** Validate with the form's schema on submit, and while typing after a 300 ms pause. */
export function schemaValidators(schema: FormSchema): FormValidation {
  return { schema, debounceMs: 300 }
}
