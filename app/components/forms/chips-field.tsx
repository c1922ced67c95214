import { field as fieldRecipe } from 'styled-system/recipes'
import { useBoundField } from './bound-field.ts'

/** Toggle buttons for a list of choices; the value keeps the options' order. */
export function ChipsField({ label, options }: { label: string; options: readonly string[] }) {
  const { field, value: chosen } = useBoundField()
  const value = Array.isArray(chosen) ? chosen.filter((item) => typeof item === 'string') : []
  const classes = fieldRecipe()
  return (
    <fieldset>
      <legend className={classes.label}>{label}</legend>
      <div className={classes.chips}>
        {options.map((option) => {
          const selected = value.includes(option)
          return (
            <button
              key={option}
              type="button"
              aria-pressed={selected}
              className={classes.chip}
              onClick={() =>
                field.handleChange(
                  options.filter((choice) => (choice === option ? !selected : value.includes(choice))),
                )
              }
            >
              {option}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
