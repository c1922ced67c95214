import * as React from 'react'
import { Field, Flex, Typography } from '@strapi/design-system'
import { styled } from 'styled-components'
import options from './editor-inputs.json'

/**
 * A feature's icon, chosen by its picture: one radio button per icon the site can draw (the same
 * pictures, from editor-inputs.json), and "None" when the field is optional. Arrow keys move
 * between them, as in any radio group.
 */
const Picture = styled.span`
  width: 2.8rem;
  height: 2.8rem;
  background-color: currentColor;
  mask: ${({ $svg }) => `url("data:image/svg+xml,${encodeURIComponent($svg)}") center / contain no-repeat`};
`

const Choice = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.4rem;
  width: 9.6rem;
  padding: 0.8rem 0.4rem;
  border: 1px solid ${({ theme }) => theme.colors.neutral200};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colors.neutral0};
  color: ${({ theme }) => theme.colors.neutral800};
  cursor: pointer;
  text-align: center;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary600};
    background: ${({ theme }) => theme.colors.primary100};
    color: ${({ theme }) => theme.colors.primary700};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primary600};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  /* The radio button covers its whole tile, unseen: a click anywhere on the picture chooses it. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    z-index: 1;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
`

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`

const FeatureIconInput = React.forwardRef(function FeatureIconInput(
  { name, label, hint, required, disabled, value, error, onChange, attribute },
  ref,
) {
  const allowed = new Set(attribute?.enum ?? options.featureIcons.map((icon) => icon.value))
  const icons = options.featureIcons.filter((icon) => allowed.has(icon.value))
  const choose = (next) => onChange(name, next)
  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Group ref={ref} aria-invalid={error ? true : undefined}>
        <Typography tag="legend" variant="pi" fontWeight="bold" textColor="neutral800" paddingBottom={1}>
          {label}
          {required ? <Typography textColor="danger600">*</Typography> : null}
        </Typography>
        <Flex gap={2} wrap="wrap" paddingTop={1} paddingBottom={1}>
          {required ? null : (
            <Choice>
              <input
                type="radio"
                name={name}
                value=""
                checked={!value}
                disabled={disabled}
                onChange={() => choose(null)}
              />
              <Picture
                $svg='<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="9"/><path d="m5.6 5.6 12.8 12.8"/></svg>'
                aria-hidden="true"
              />
              <Typography variant="pi">None</Typography>
            </Choice>
          )}
          {icons.map((icon) => (
            <Choice key={icon.value}>
              <input
                type="radio"
                name={name}
                value={icon.value}
                checked={value === icon.value}
                disabled={disabled}
                onChange={() => choose(icon.value)}
              />
              <Picture $svg={icon.svg} aria-hidden="true" />
              <Typography variant="pi">{icon.label}</Typography>
            </Choice>
          ))}
        </Flex>
      </Group>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  )
})

export default FeatureIconInput
