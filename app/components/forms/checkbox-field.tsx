import type { ReactNode } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { useBoundField } from './bound-field.ts'

/** A checkbox bound to a boolean field, its label wrapping the box and the text. */
export function CheckboxField({ id, children }: { id: string; children: ReactNode }) {
  const { field, value, messages } = useBoundField<boolean>()
  const classes = fieldRecipe()
  const errorId = `${id}-error`
  const invalid = messages.length > 0
  return (
    <div>
      <label className={classes.check}>
        <input
          id={id}
          type="checkbox"
          name={field.name}
          checked={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          className={classes.checkbox}
        />
        <span>{children}</span>
      </label>
      {invalid ? (
        <p id={errorId} className={classes.error}>
          {messages[0]}
        </p>
      ) : null}
    </div>
  )
}
