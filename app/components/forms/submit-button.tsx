import { useStore } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { button } from 'styled-system/recipes'
import { useFormContext } from './form-context.ts'

/** The form's submit button: disabled and busy while the form submits. */
export function SubmitButton({
  children,
  pendingLabel,
  size = 'lg',
  disabled = false,
  className,
}: {
  children: ReactNode
  pendingLabel?: string
  size?: 'md' | 'lg'
  disabled?: boolean
  className?: string
}) {
  const form = useFormContext()
  const isSubmitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <button
      type="submit"
      className={className ? `${button({ size })} ${className}` : button({ size })}
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting}
    >
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </button>
  )
}
