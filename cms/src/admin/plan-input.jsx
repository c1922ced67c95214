import * as React from 'react'
import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system'
import options from './editor-inputs.json'

/**
 * A plan card's plan, chosen from the billing plans with the monthly price each charges beside its
 * name ("Pro: $99.99 a month"), so the annual prices can be written against it without a refusal.
 */
const priced = (plan) =>
  plan.monthly === 0 ? `${plan.value}: free` : `${plan.value}: $${plan.monthly.toFixed(2)} a month`

const PlanInput = React.forwardRef(function PlanInput(
  { name, label, hint, required, disabled, value, error, onChange },
  ref,
) {
  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Field.Label>{label}</Field.Label>
      <SingleSelect
        ref={ref}
        value={value ?? ''}
        onChange={(next) => onChange(name, next === '' ? null : next)}
        placeholder="Choose a plan"
        disabled={disabled}
      >
        {options.plans.map((plan) => (
          <SingleSelectOption key={plan.value} value={plan.value}>
            {priced(plan)}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  )
})

export default PlanInput
