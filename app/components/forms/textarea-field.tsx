import { field as fieldRecipe } from 'styled-system/recipes'
import { LabelledField } from './form-field.tsx'
import { textOf } from './form-values.ts'
import { useFormField } from './schema-form.tsx'

// Both fonts spelled out, so the islands' build resolves them to class names (styles/static-class-names.ts).
const controls = { text: fieldRecipe({ font: 'text' }).control, mono: fieldRecipe({ font: 'mono' }).control }

/** A multi-line text input of the surrounding form; three rows unless told otherwise. */
export function TextareaField({
  name,
  label,
  rows = 3,
  placeholder,
  font,
}: {
  name: string
  label: string
  rows?: number
  placeholder?: string
  font?: 'text' | 'mono'
}) {
  const field = useFormField(name)
  return (
    <LabelledField field={field} label={label}>
      <textarea
        {...field.control}
        defaultValue={textOf(field.initial)}
        rows={rows}
        placeholder={placeholder}
        className={controls[font ?? 'text']}
      />
    </LabelledField>
  )
}
