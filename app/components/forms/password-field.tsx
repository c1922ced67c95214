import { LabelledField } from './form-field.tsx'
import { textOf } from './form-values.ts'
import { PasswordInput } from './password-input.tsx'
import { useFormField } from './schema-form.tsx'

/** A password input with show/hide, of the surrounding form. */
export function PasswordField({
  name,
  label,
  autoComplete,
}: {
  name: string
  label: string
  autoComplete: 'current-password' | 'new-password'
}) {
  const field = useFormField(name)
  return (
    <LabelledField field={field} label={label}>
      <PasswordInput {...field.control} defaultValue={textOf(field.initial)} autoComplete={autoComplete} />
    </LabelledField>
  )
}
