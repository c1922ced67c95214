import { useState } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { LabelledField } from './form-field.tsx'
import { textOf } from './form-values.ts'
import { useFormField } from './schema-form.tsx'
import { TextField } from './text-field.tsx'

export type SelectOption = string | { value: string; label: string }

/** The choice that reveals a free-text field for the answer. */
export const OTHER = 'Other'

const valueOf = (option: SelectOption) => (typeof option === 'string' ? option : option.value)
const labelOf = (option: SelectOption) => (typeof option === 'string' ? option : option.label)

/**
 * A select of the surrounding form; its first, empty option is the placeholder. With `other`,
 * choosing "Other" reveals a text field named `other.name`; any other choice removes it, so its
 * text is not sent and starts empty when Other is chosen again.
 */
export function SelectField({
  name,
  label,
  placeholder,
  options,
  other,
}: {
  name: string
  label: string
  placeholder: string
  options: readonly SelectOption[]
  other?: { name: string; label: string }
}) {
  const field = useFormField(name)
  const [chosen, setChosen] = useState(() => textOf(field.initial))
  return (
    <>
      <LabelledField field={field} label={label}>
        <select
          {...field.control}
          defaultValue={textOf(field.initial)}
          onChange={(event) => setChosen(event.target.value)}
          className={fieldRecipe().control}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={valueOf(option)} value={valueOf(option)}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      </LabelledField>
      {other && chosen === OTHER ? (
        <TextField name={other.name} label={other.label} assume={{ [name]: OTHER }} />
      ) : null}
    </>
  )
}
