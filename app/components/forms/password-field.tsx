import { useState } from 'react'
import { LabelledField } from './form-field.tsx'
import { textOf } from './form-values.ts'
import { PasswordInput } from './password-input.tsx'
import { PasswordRules } from './password-rules.tsx'
import { useFormField } from './schema-form.tsx'
import { focusSoon } from './focus-soon.ts'

/** A password input with show/hide, of the surrounding form; with `rules`, the rules it must meet. */
export function PasswordField({
  name,
  label,
  autoComplete,
  rules = false,
  autoFocus = false,
}: {
  name: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  rules?: boolean
  /** The field to start in (a modal the server renders: showModal() focuses it). */
  autoFocus?: boolean
}) {
  const field = useFormField(name)
  const [typed, setTyped] = useState(textOf(field.initial))
  const rulesId = `${field.id}-rules`
  const describedBy =
    [field.control['aria-describedby'], rules ? rulesId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <LabelledField field={field} label={label}>
      <PasswordInput
        {...field.control}
        aria-describedby={describedBy}
        defaultValue={textOf(field.initial)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        ref={autoFocus ? focusSoon : undefined}
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      {rules ? <PasswordRules id={rulesId} value={typed} /> : null}
    </LabelledField>
  )
}
