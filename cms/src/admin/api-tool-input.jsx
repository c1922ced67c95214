import * as React from 'react'
import { Combobox, ComboboxOption, Field } from '@strapi/design-system'
import options from './editor-inputs.json'

/**
 * An API tool chosen by its name from the catalogue (editor-inputs.json), with type-to-filter; the
 * block stores the tool's endpoint. A value stored under another of the tool's names (its page
 * slug) shows as that tool; one the catalogue does not know is marked so the editor can replace it.
 */
function findTool(value) {
  if (!value) return undefined
  return options.apiTools.find((tool) => tool.value === value || tool.matches.includes(value))
}

const ApiToolInput = React.forwardRef(function ApiToolInput(
  { name, label, hint, required, disabled, value, error, onChange, placeholder },
  ref,
) {
  const tool = findTool(value)
  const unknown =
    value && !tool ? `“${value}” is not an API tool of the catalogue: choose one from the list.` : undefined
  return (
    <Field.Root name={name} hint={hint} error={error ?? unknown} required={required}>
      <Field.Label>{label}</Field.Label>
      <Combobox
        ref={ref}
        value={tool?.value ?? ''}
        onChange={(next) => onChange(name, next ?? null)}
        onClear={required ? undefined : () => onChange(name, null)}
        placeholder={placeholder}
        disabled={disabled}
        autocomplete={{ type: 'list', filter: 'contains' }}
      >
        {options.apiTools.map((option) => (
          <ComboboxOption key={option.value} value={option.value}>
            {option.label}
          </ComboboxOption>
        ))}
      </Combobox>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  )
})

export default ApiToolInput
