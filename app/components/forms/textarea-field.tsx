import { field as fieldRecipe } from 'styled-system/recipes'
import { useBoundField } from './bound-field.ts'
import { FormField } from './form-field.tsx'

/** A multi-line text input bound to its form field; three rows unless told otherwise. */
export function TextareaField({
  id,
  label,
  rows = 3,
  placeholder,
  font,
}: {
  id: string
  label: string
  rows?: number
  placeholder?: string
  font?: 'text' | 'mono'
}) {
  const { field, value, messages } = useBoundField<string>()
  return (
    <FormField id={id} label={label} messages={messages}>
      {(control) => (
        <textarea
          {...control}
          name={field.name}
          rows={rows}
          placeholder={placeholder}
          value={value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          className={fieldRecipe({ font }).control}
        />
      )}
    </FormField>
  )
}
