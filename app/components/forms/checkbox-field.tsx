import type { ReactNode } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'
import { FieldError } from './form-field.tsx'
import { useFormField } from './schema-form.tsx'

/** A checkbox of the surrounding form, its label wrapping the box and the text. */
export function CheckboxField({
  name,
  onCheckedChange,
  children,
}: {
  name: string
  /** Told on every tick and untick (sign-up's button waits for the Terms box). */
  onCheckedChange?: (checked: boolean) => void
  children: ReactNode
}) {
  const field = useFormField(name)
  const classes = fieldRecipe()
  return (
    <div>
      <label className={classes.check}>
        <input
          {...field.control}
          type="checkbox"
          defaultChecked={field.initial === true}
          onChange={(event) => onCheckedChange?.(event.target.checked)}
          className={classes.checkbox}
        />
        <span>{children}</span>
      </label>
      <FieldError id={field.id} messages={field.messages} />
    </div>
  )
}
