import type { ReactNode } from 'react'
import { alertStyle } from './field-styles.ts'

/** A form's failure banner, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={alertStyle}>
      {children}
    </div>
  )
}
