import { css } from 'styled-system/css'

// The header navigation's look, shared by the mega-menu (scripts on) and the no-script menu so that
// the two stay one design. Plain css() calls rather than a recipe: the atomic classes are the ones
// the rest of the site already uses, so the stylesheet does not grow.

/** A trigger: a mega-menu button or link, the no-script menu's summary. */
export const navTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '10',
  px: '3',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.default',
  cursor: 'pointer',
  textDecoration: 'none',
  listStyle: 'none',
  _hover: { bg: 'bg.muted' },
  '&[data-state=open]': { bg: 'bg.muted' },
})

const panelSurface = css({
  zIndex: 'dropdown',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'xl',
  p: '5',
})

/** A mega-menu panel: below its trigger, and gone while closed. */
export const dropdownPanel = `${panelSurface} ${css({
  position: 'absolute',
  top: 'calc(100% + 0.25rem)',
  left: '0',
  '&[hidden]': { display: 'none' },
})}`

/** The no-script menu: across the viewport under the header, scrolling when taller. */
export const sheetPanel = `${panelSurface} ${css({
  position: 'fixed',
  top: 'token(sizes.header)',
  left: '2',
  right: '2',
  maxH: 'calc(100dvh - 5rem)',
  overflow: 'auto',
  display: 'grid',
  gap: '6',
})}`
