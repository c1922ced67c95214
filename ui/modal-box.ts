import { css } from 'styled-system/css'

/**
 * The auth modal's box: the dialog itself, and the frame a document page's island loader shows in
 * its place until the island's code has run (the two must look the same).
 */
export const modalBoxStyle = css({
  bg: 'bg.subtle',
  color: 'fg.default',
  p: { base: '6', md: '8' },
  borderRadius: 'xl',
  maxW: 'lg',
  w: '92vw',
  maxH: '92vh',
  overflowY: 'auto',
})
