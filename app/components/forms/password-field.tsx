import { useTextBinding } from './bound-field.ts'
import { FormField } from './form-field.tsx'
import { PasswordInput } from './password-input.tsx'

/** A password input with show/hide, bound to its form field. */
export function PasswordField({
  label,
  autoComplete,
}: {
  label: string
  autoComplete: 'current-password' | 'new-password'
}) {
  const { id, messages, required, bind } = useTextBinding()
  return (
    <FormField id={id} label={label} messages={messages} required={required}>
      {(control) => <PasswordInput {...control} {...bind} autoComplete={autoComplete} />}
    </FormField>
  )
}
