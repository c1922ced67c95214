import type { ReactNode } from 'react'
import { field as fieldRecipe } from 'styled-system/recipes'

export type ControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  'aria-required'?: true
}

/** The attributes that tie a control to its error message, if it has one, and say it is required. */
export function controlProps(id: string, messages: string[], required = false): ControlProps {
  const invalid = messages.length > 0
  return {
    id,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? `${id}-error` : undefined,
    ...(required ? { 'aria-required': true } : {}),
  }
}

/** A control's first error message, under the id its `aria-describedby` names. */
export function FieldError({ id, messages }: { id: string; messages: string[] }) {
  return messages.length > 0 ? (
    <p id={`${id}-error`} className={fieldRecipe().error}>
      {messages[0]}
    </p>
  ) : null
}

/** A label, the control it names (children) and the control's first error message. */
export function LabelledField({
  field,
  label,
  children,
}: {
  field: { id: string; messages: string[] }
  label: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={field.id} className={fieldRecipe().label}>
        {label}
      </label>
      {children}
      <FieldError id={field.id} messages={field.messages} />
    </div>
  )
}

/** Label, control and first error message, wired together for assistive technology. */
export function FormField({
  id,
  label,
  messages,
  required,
  children,
}: {
  id: string
  label: string
  messages: string[]
  required?: boolean
  children: (control: ControlProps) => ReactNode
}) {
  return (
    <LabelledField field={{ id, messages }} label={label}>
      {children(controlProps(id, messages, required))}
    </LabelledField>
  )
}
