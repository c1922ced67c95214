import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily:
      'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    lineHeight: '1.6',
    colorScheme: 'dark',
  },
  '[data-color-mode=light]': { colorScheme: 'light' },
  a: { color: 'inherit' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  'code, pre': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.sr-only': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    borderWidth: '0',
  },
})
