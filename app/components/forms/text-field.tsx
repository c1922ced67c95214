import { field as fieldRecipe } from 'styled-system/recipes'
import { useBoundField } from './bound-field.ts'
import { FormField } from './form-field.tsx'

type TextFieldProps = {
  id: string
  label: string
  type?: 'text' | 'email'
  autoComplete?: string
  placeholder?: string
}

/** A one-line text input bound to its form field. */
export function TextField({ id, label, type = 'text', autoComplete, placeholder }: TextFieldProps) {
  const { field, value, messages } = useBoundField<string>()
  return (
    <FormField id={id} label={label} messages={messages}>
      {(control) => (
        <input
          {...control}
          name={field.name}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          value={value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          className={fieldRecipe().control}
        />
      )}
    </FormField>
  )
}

/** An email input; `autoComplete` defaults to the visitor's own address. */
export function EmailField({ autoComplete = 'email', ...props }: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="email" autoComplete={autoComplete} />
}
