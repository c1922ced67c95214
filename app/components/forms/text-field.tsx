import { field as fieldRecipe } from 'styled-system/recipes'
import { useTextBinding } from './bound-field.ts'
import { FormField } from './form-field.tsx'
import { focusSoon } from './focus-soon.ts'

type TextFieldProps = {
  label: string
  type?: 'text' | 'email'
  autoComplete?: string
  placeholder?: string
  /** The form's first field in a modal: focused once the modal has opened. */
  autoFocus?: boolean
}

/** A one-line text input bound to its form field. */
export function TextField({ label, type = 'text', autoFocus = false, ...rest }: TextFieldProps) {
  const { id, messages, required, bind } = useTextBinding()
  return (
    <FormField id={id} label={label} messages={messages} required={required}>
      {(control) => (
        <input
          {...control}
          {...bind}
          {...rest}
          ref={autoFocus ? focusSoon : undefined}
          type={type}
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
