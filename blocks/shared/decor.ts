import { css } from 'styled-system/css'

/** The brand's two-colour glow behind drawn visuals (hero illustration, tool art, video poster). */
export const brandGlow = css({
  position: 'absolute',
  inset: '0',
  bgImage:
    'radial-gradient(circle at 30% 30%, rgba(209, 64, 65, 0.3), transparent 55%), radial-gradient(circle at 75% 75%, rgba(97, 76, 180, 0.3), transparent 55%)',
})

/** A small floating label on a drawn visual. */
export const floatingChip = css({
  position: 'absolute',
  px: '3',
  py: '1.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'md',
  whiteSpace: 'nowrap',
})
