import { createContext, use } from 'react'
import type { FieldApi, FormCore } from './form-engine.tsx'

/** The contexts the kit's bound fields and form components read their field and form from. */
export const FieldContext = createContext<FieldApi | null>(null)
export const FormContext = createContext<FormCore | null>(null)

export function useFieldContext(): FieldApi {
  const field = use(FieldContext)
  if (!field) throw new Error('A bound field needs form.AppField around it')
  return field
}

export function useFormContext(): FormCore {
  const form = use(FormContext)
  if (!form) throw new Error('A form component needs form.AppForm around it')
  return form
}
