import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The parts of a form field: label, control, error, the password toggle and rules, chips and checkbox.
 */
export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  slots: [
    'label',
    'control',
    'error',
    'reveal',
    'toggle',
    'rules',
    'rule',
    'chips',
    'chip',
    'check',
    'checkbox',
    'alert',
  ],
  base: {
    label: { display: 'block', fontWeight: 'medium', mb: '1' },
    control: {
      w: 'full',
      px: '3',
      py: '2',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      bg: 'bg.subtle',
      color: 'fg.default',
      '&[aria-invalid=true]': { borderColor: 'danger.border' },
    },
    error: { color: 'danger.fg', fontSize: 'sm', mt: '1' },
    reveal: { position: 'relative', '& input': { pr: '11' } },
    toggle: {
      position: 'absolute',
      insetY: '0',
      right: '0',
      px: '3',
      display: 'inline-flex',
      alignItems: 'center',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { color: 'fg.default' },
    },
    rules: { display: 'grid', gap: '1', mt: '2', fontSize: 'sm', color: 'fg.muted' },
    rule: {
      display: 'flex',
      gap: '2',
      alignItems: 'center',
      '& svg': { flexShrink: 0 },
      '&[data-met]': { color: 'success.fg' },
    },
    chips: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    chip: {
      px: '3',
      py: '1',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
      fontSize: 'sm',
      cursor: 'pointer',
      _pressed: { bg: 'accent.solid', borderColor: 'accent.solid', color: 'accent.fg' },
    },
    check: { display: 'flex', gap: '2', alignItems: 'flex-start' },
    checkbox: { mt: '1', accentColor: 'accent.solid' },
    alert: {
      p: '4',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'danger.border',
      bg: 'danger.bg',
      color: 'danger.fg',
    },
  },
  variants: {
    font: {
      text: {},
      // JSON and code-like values.
      mono: { control: { fontFamily: 'mono', fontSize: 'sm' } },
    },
  },
  defaultVariants: { font: 'text' },
})
