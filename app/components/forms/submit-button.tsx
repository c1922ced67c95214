import type { ReactNode } from 'react'
import { button } from 'styled-system/recipes'
import { useFormContext } from './form-context.ts'
import { useStore } from './form-store.ts'

// Both sizes spelled out, so the islands' build resolves them to class names (styles/static-class-names.ts).
const sizes = { md: button({ size: 'md' }), lg: button({ size: 'lg' }) }

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
      className={className ? `${sizes[size]} ${className}` : sizes[size]}
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting}
    >
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </button>
  )
}
