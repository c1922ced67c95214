import { defineGlobalStyles } from '@pandacss/dev'

const siteFont =
  'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'

export const globalCss = defineGlobalStyles({
  // Room for the scrollbar from the first paint: a streamed page that grows past the viewport
  // would otherwise shift sideways when its scrollbar appears (CLS).
  html: { scrollbarGutter: 'stable' },
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: siteFont,
    lineHeight: '1.6',
    colorScheme: 'dark',
  },
  '[data-color-mode=light]': { colorScheme: 'light' },
  // Body text's 1.6 leaves a heading that wraps (a page title on a phone) looking like separate lines.
  'h1, h2, h3': { lineHeight: 'tight' },
  a: { color: 'inherit' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  'code, pre': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  // Colours for code highlighted on the server (highlight.js class names).
  '.hljs-keyword, .hljs-literal, .hljs-built_in': { color: '#ff9bb0' },
  '.hljs-string, .hljs-attr': { color: '#a8e6a1' },
  '.hljs-number': { color: '#ffd483' },
  '.hljs-comment': { color: '#a9abbb', fontStyle: 'italic' },
  '.hljs-title, .hljs-function, .hljs-params': { color: '#9ecbff' },
  '[data-color-mode=light] .hljs-keyword, [data-color-mode=light] .hljs-literal, [data-color-mode=light] .hljs-built_in':
    {
      color: '#9a2442',
    },
  '[data-color-mode=light] .hljs-string, [data-color-mode=light] .hljs-attr': { color: '#1f6f2a' },
  '[data-color-mode=light] .hljs-number': { color: '#8a5a00' },
  '[data-color-mode=light] .hljs-comment': { color: '#5c5f75' },
  '[data-color-mode=light] .hljs-title, [data-color-mode=light] .hljs-function, [data-color-mode=light] .hljs-params':
    {
      color: '#1d4f91',
    },
  // react-toastify injects its sheet at run time, unlayered, so it beats every layered rule of the site
  // but an important one; its plain sans-serif gives way to the site's fonts.
  '.Toastify__toast': { fontFamily: `${siteFont} !important` },
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
  // With scripting off a copy button cannot copy (the code is there to select). Important: the
  // base layer loses to the button recipe's display otherwise.
  // Stacked tabs (Tabs' `stackWithoutScript`): with scripting off every panel shows under its
  // language's heading and the tab list goes; with scripts, the server HTML already looks as the
  // script leaves it (one panel), so nothing moves when it takes over. Forms whose sending needs a
  // script (the bot check) give way to their explanation.
  '@media (scripting: none)': {
    '[data-copy], [data-stacked-tabs] > [role=tablist], [data-needs-script]': { display: 'none !important' },
  },
  '@media (scripting: enabled)': {
    '[data-tab-later], [data-tab-heading]': { display: 'none !important' },
  },
})
