import type { ReactNode } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'

export type ControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

/** Label, control and first error message, wired together for assistive technology. */
export function FormField({
  id,
  label,
  messages,
  children,
}: {
  id: string
  label: string
  messages: string[]
  children: (control: ControlProps) => ReactNode
}) {
  const errorId = `${id}-error`
  const invalid = messages.length > 0
  const classes = fieldRecipe()
  return (
    <div>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined })}
      {invalid ? (
        <p id={errorId} className={classes.error}>
          {messages[0]}
        </p>
      ) : null}
    </div>
  )
}
