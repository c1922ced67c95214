import type { ReactNode } from 'react'
import { errorStyle, labelStyle } from './field-styles.ts'

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
  return (
    <div>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      {children({ id, 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined })}
      {invalid ? (
        <p id={errorId} className={errorStyle}>
          {messages[0]}
        </p>
      ) : null}
    </div>
  )
}
