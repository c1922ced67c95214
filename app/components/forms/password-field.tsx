import { useBoundField } from './bound-field.ts'
import { FormField } from './form-field.tsx'
import { PasswordInput } from './password-input.tsx'

/** A password input with show/hide, bound to its form field. */
export function PasswordField({
  id,
  label,
  autoComplete,
}: {
  id: string
  label: string
  autoComplete: 'current-password' | 'new-password'
}) {
  const { field, value, messages } = useBoundField<string>()
  return (
    <FormField id={id} label={label} messages={messages}>
      {(control) => (
        <PasswordInput
          {...control}
          name={field.name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </FormField>
  )
}
