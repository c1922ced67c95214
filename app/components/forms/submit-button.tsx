import type { ReactNode } from 'react'
import { button } from 'styled-system/recipes'
import { useFormPending } from './schema-form.tsx'

// Both sizes spelled out, so the islands' build resolves them to class names (styles/static-class-names.ts).
const sizes = { md: button({ size: 'md' }), lg: button({ size: 'lg' }) }

/** The surrounding form's submit button: disabled and busy while the form sends. */
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
  const pending = useFormPending()
  return (
    <button
      type="submit"
      className={className ? `${sizes[size]} ${className}` : sizes[size]}
      disabled={disabled || pending}
      aria-busy={pending}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  )
}
