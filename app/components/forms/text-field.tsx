import { field as fieldRecipe } from 'styled-system/recipes'
import { LabelledField } from './form-field.tsx'
import { focusSoon } from './focus-soon.ts'
import { type FormShape, textOf } from './form-values.ts'
import { useFormField } from './schema-form.tsx'

type TextFieldProps = {
  name: string
  label: string
  type?: 'text' | 'email'
  autoComplete?: string
  placeholder?: string
  /** The form's first field in a modal: focused once the modal has opened. */
  autoFocus?: boolean
  /** Other answers taken as given when asking whether this one is required. */
  assume?: FormShape
}

/** A one-line text input of the surrounding form. */
export function TextField({
  name,
  label,
  type = 'text',
  autoFocus = false,
  assume,
  ...rest
}: TextFieldProps) {
  const field = useFormField(name, assume)
  return (
    <LabelledField field={field} label={label}>
      <input
        {...field.control}
        {...rest}
        defaultValue={textOf(field.initial)}
        // The attribute, for a modal the server renders (showModal() focuses it); the ref, for one the island draws.
        autoFocus={autoFocus}
        ref={autoFocus ? focusSoon : undefined}
        type={type}
        className={fieldRecipe().control}
      />
    </LabelledField>
  )
}

/** An email input; `autoComplete` defaults to the visitor's own address. */
export function EmailField({ autoComplete = 'email', ...props }: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="email" autoComplete={autoComplete} />
}
