import { field as fieldRecipe } from 'styled-system/recipes'
import { useTextBinding } from './bound-field.ts'
import { FormField } from './form-field.tsx'

// Both fonts spelled out, so the islands' build resolves them to class names (styles/static-class-names.ts).
const controls = { text: fieldRecipe({ font: 'text' }).control, mono: fieldRecipe({ font: 'mono' }).control }

/** A multi-line text input bound to its form field; three rows unless told otherwise. */
export function TextareaField({
  label,
  rows = 3,
  placeholder,
  font,
}: {
  label: string
  rows?: number
  placeholder?: string
  font?: 'text' | 'mono'
}) {
  const { id, messages, required, bind } = useTextBinding()
  return (
    <FormField id={id} label={label} messages={messages} required={required}>
      {(control) => (
        <textarea
          {...control}
          {...bind}
          rows={rows}
          placeholder={placeholder}
          className={controls[font ?? 'text']}
        />
      )}
    </FormField>
  )
}
