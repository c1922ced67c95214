import { useState } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { useFormField } from './schema-form.tsx'

/** Toggle buttons for a list of choices, sent as one value each under the field's name, in the options' order. */
export function ChipsField({
  name,
  label,
  options,
}: {
  name: string
  label: string
  options: readonly string[]
}) {
  const field = useFormField(name)
  const [chosen, setChosen] = useState<readonly string[]>(() =>
    Array.isArray(field.initial) ? field.initial.filter((item) => options.includes(item)) : [],
  )
  const classes = fieldRecipe()
  return (
    <fieldset>
      <legend className={classes.label}>{label}</legend>
      <div className={classes.chips}>
        {options.map((option) => {
          const selected = chosen.includes(option)
          return (
            <button
              key={option}
              type="button"
              aria-pressed={selected}
              className={classes.chip}
              onClick={() => {
                setChosen(
                  options.filter((choice) => (choice === option ? !selected : chosen.includes(choice))),
                )
                field.changed()
              }}
            >
              {option}
            </button>
          )
        })}
      </div>
      {chosen.map((option) => (
        <input key={option} type="hidden" name={name} value={option} />
      ))}
    </fieldset>
  )
}
