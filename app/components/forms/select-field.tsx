import { field as fieldRecipe } from 'styled-system/recipes'
import { textOf, useBoundField } from './bound-field.ts'
import { FieldContext } from './form-context.ts'
import { FormField } from './form-field.tsx'
import { TextField } from './text-field.tsx'

export type SelectOption = string | { value: string; label: string }

/** The choice that reveals a free-text field for the answer. */
export const OTHER = 'Other'

const valueOf = (option: SelectOption) => (typeof option === 'string' ? option : option.value)
const labelOf = (option: SelectOption) => (typeof option === 'string' ? option : option.label)

/**
 * A select bound to its form field; its first, empty option is the placeholder. With `other`, choosing
 * "Other" reveals a text field bound to the `other.name` field, and any other choice empties it.
 */
export function SelectField({
  label,
  placeholder,
  options,
  other,
}: {
  label: string
  placeholder: string
  options: readonly SelectOption[]
  other?: { name: string; label: string }
}) {
  const { field, id, value: chosenValue, required, messages } = useBoundField()
  const value = textOf(chosenValue)
  return (
    <>
      <FormField id={id} label={label} messages={messages} required={required}>
        {(control) => (
          <select
            {...control}
            name={field.name}
            value={value}
            onChange={(event) => {
              const chosen = options.map(valueOf).find((option) => option === event.target.value) ?? ''
              field.handleChange(chosen)
              if (other && chosen !== OTHER) field.form.setFieldValue(other.name, '')
            }}
            onBlur={field.handleBlur}
            className={fieldRecipe().control}
          >
            <option value="">{placeholder}</option>
            {options.map((option) => (
              <option key={valueOf(option)} value={valueOf(option)}>
                {labelOf(option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {other && value === OTHER ? (
        <FieldContext value={field.form.field(other.name)}>
          <TextField label={other.label} />
        </FieldContext>
      ) : null}
    </>
  )
}
