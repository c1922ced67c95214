import type { ReactNode } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { useBoundField } from './bound-field.ts'
import { controlProps, FieldError } from './form-field.tsx'

/** A checkbox bound to a boolean field, its label wrapping the box and the text. */
export function CheckboxField({ children }: { children: ReactNode }) {
  const { field, id, value, required, messages } = useBoundField()
  const classes = fieldRecipe()
  return (
    <div>
      <label className={classes.check}>
        <input
          {...controlProps(id, messages, required)}
          type="checkbox"
          name={field.name}
          checked={value === true}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          className={classes.checkbox}
        />
        <span>{children}</span>
      </label>
      <FieldError id={id} messages={messages} />
    </div>
  )
}
