import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'md',
    cursor: 'pointer',
    textDecoration: 'none',
    // A long label wraps inside the button instead of pushing it past a narrow screen's edge.
    maxW: 'full',
    textAlign: 'center',
    transition: 'background 0.15s, color 0.15s, border-color 0.15s',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.solid', color: 'accent.fg', _hover: { bg: 'accent.solidHover' } },
      outline: {
        borderWidth: '1px',
        borderColor: 'border.emphasized',
        color: 'fg.default',
        _hover: { bg: 'bg.muted' },
      },
      ghost: { color: 'fg.default', _hover: { bg: 'bg.muted' } },
    },
    size: {
      sm: { minH: '8', px: '3', py: '1', fontSize: 'sm' },
      md: { minH: '10', px: '4', py: '1.5', fontSize: 'md' },
      lg: { minH: '12', px: '6', py: '2', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
