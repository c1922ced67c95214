import { createContext, useContext } from 'react'

/** The prefix a form gives its fields' ids, so that two forms on a page never share one. */
export const FieldIdPrefix = createContext('field')

/** A field's id: the form's prefix and the field's name in kebab case ("languageOther" → "sign-up-language-other"). */
export function useFieldId(name: string): string {
  const prefix = useContext(FieldIdPrefix)
  return `${prefix}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}
