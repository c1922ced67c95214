import * as React from 'react'
import { Field, TextInput } from '@strapi/design-system'
import { readPrice, showPrice } from './price-text.js'

/**
 * A price typed as a person means it ("$89", "89.00", "79,99", "1,299" are 89, 89, 79.99 and 1299;
 * the rule is in price-text.js), in place of Strapi's number box, which swallowed "$" and read
 * "79,99" as 7999. What cannot be read as one amount is refused under the field in words when the
 * editor leaves it (or at once, once refused), and the field keeps what was typed: the form then
 * holds the text, so Strapi refuses the save too.
 */
const PriceInput = React.forwardRef(function PriceInput(
  { name, label, hint, required, disabled, value, error, onChange, placeholder },
  ref,
) {
  const [text, setText] = React.useState(() => showPrice(value))
  const [problem, setProblem] = React.useState(undefined)
  // A value set from outside (a refused save reloaded, the form reset) shows as stored.
  React.useEffect(() => {
    const read = readPrice(text)
    if (read.problem === undefined && read.amount !== (value ?? null) && typeof value !== 'string') {
      setText(showPrice(value))
    }
    // Only a new value from outside matters here; the text follows typing itself.
  }, [value])
  const change = (event) => {
    const typed = event.target.value
    setText(typed)
    const read = readPrice(typed)
    // A refusal already shown follows the typing; a first one waits until the editor leaves the field.
    if (read.problem === undefined || problem !== undefined) setProblem(read.problem)
    onChange(name, read.problem === undefined ? read.amount : typed)
  }
  const leave = () => {
    const read = readPrice(text)
    setProblem(read.problem)
    if (read.problem === undefined) setText(showPrice(read.amount))
  }
  return (
    <Field.Root name={name} hint={hint} error={problem ?? error} required={required}>
      <Field.Label>{label}</Field.Label>
      <TextInput
        ref={ref}
        value={text}
        onChange={change}
        onBlur={leave}
        placeholder={placeholder}
        disabled={disabled}
        inputMode="decimal"
        autoComplete="off"
      />
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  )
})

export default PriceInput
