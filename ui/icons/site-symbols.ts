/**
 * The site's own drawings (its logo, the brand marks icon packages dropped), put in the icon sprite
 * beside lucide's (scripts/icon-sprite.ts): a page then carries a `<use>` of each, not its paths.
 */

// The letters are outlines, not <text>: a logo looks the same whatever fonts a visitor has, and
// SVG text layout was the costliest part of the first layout of every page (decision 018).
// Outlines of Liberation Sans (Arial's metrics; SIL Open Font License) at 20px, to 0.1 unit:
// "pdf" in bold at x 12, "rest" in regular at x 50, baseline y 25, where the <text> elements were.
const pdfLetters =
  'M23.4 19.7q0 2.6-1.1 4.1q-1 1.4-3 1.4q-1.1 0-1.9-.5q-.8-.5-1.3-1.4q0 .3 0 1.8l0 4.1l-2.7 0l0-12.3q0-1.5-.1-2.5l2.7 0q0 .2 .1 .7q0 .5 0 1.1q1-2 3.4-2q1.9 0 2.9 1.4q1 1.4 1 4.1m-2.9 0q0-3.6-2.1-3.6q-1.1 0-1.7 1q-.6 .9-.6 2.7q0 1.7 .6 2.6q.6 .9 1.6 .9q2.2 0 2.2-3.6m14.6 5.3l-2.6 0q-.1-.2-.1-.7q-.1-.6-.1-1q-.9 1.9-3.4 1.9q-1.9 0-2.9-1.4q-1-1.5-1-4.1q0-2.6 1.1-4q1.1-1.5 3-1.5q1.1 0 1.9 .5q.8 .5 1.3 1.4l0-1.7l0-3.9l2.7 0l0 12.2q0 1 .1 2.3m-2.8-5.3q0-1.7-.5-2.7q-.6-.9-1.7-.9q-1.1 0-1.7 .9q-.5 .9-.5 2.7q0 3.6 2.2 3.6q1 0 1.6-.9q.6-1 .6-2.7m10.8-3.4l-2.1 0l0 8.7l-2.7 0l0-8.7l-1.5 0l0-1.9l1.5 0l0-1.1q0-1.4 .8-2.1q.7-.7 2.3-.7q.8 0 1.7 .2l0 1.7q-.4-.1-.8-.1q-.7 0-1 .3q-.3 .3-.3 1l0 .8l2.1 0'

const restLetters =
  'M53.1 25l-1.7 0l0-8.1q0-1.1-.1-2.5l1.7 0q.1 1.8 .1 2.2q.4-1.4 1-1.9q.5-.5 1.5-.5q.4 0 .7 .1l0 1.7q-.3-.2-.9-.2q-1.1 0-1.7 1q-.6 .9-.6 2.7l0 5.5m13.8-4.9l-7.5 0q0 1.8 .7 2.8q.8 1 2.2 1q1.1 0 1.8-.5q.7-.4 1-1.1l1.5 .4q-.9 2.5-4.3 2.5q-2.3 0-3.6-1.4q-1.2-1.4-1.2-4.2q0-2.6 1.2-4q1.3-1.4 3.5-1.4q4.7 0 4.7 5.6l0 .3m-7.5-1.4l5.7 0q-.2-1.6-.9-2.4q-.7-.8-2-.8q-1.3 0-2 .9q-.8 .8-.8 2.3m17.7 3.4q0 1.5-1.2 2.3q-1.1 .8-3.1 .8q-2 0-3.1-.6q-1-.7-1.4-2.1l1.6-.3q.2 .9 .9 1.3q.7 .4 2 .4q1.3 0 1.9-.5q.7-.4 .7-1.2q0-.6-.5-1q-.4-.4-1.4-.6l-1.2-.4q-1.5-.4-2.2-.7q-.6-.4-1-1q-.3-.5-.3-1.3q0-1.4 1-2.2q1-.7 3-.7q1.7 0 2.8 .6q1 .6 1.3 2l-1.6 .1q-.1-.6-.8-1q-.6-.4-1.7-.4q-1.2 0-1.8 .4q-.5 .3-.5 1q0 .5 .2 .8q.2 .3 .7 .5q.5 .2 1.9 .6q1.4 .3 2 .6q.7 .3 1 .7q.4 .3 .6 .8q.2 .5 .2 1.1m6.1 1.5l0 1.3q-.9 .3-1.8 .3q-2.1 0-2.1-2.4l0-7.1l-1.2 0l0-1.3l1.3 0l.5-2.3l1.2 0l0 2.3l1.9 0l0 1.3l-1.9 0l0 6.7q0 .7 .2 1q.3 .4 .9 .4q.3 0 1-.2'

/** The three-colour logo: a purple background shape, "pdf" and "rest" in white. */
const logo = [
  '<rect data-part="background" width="132" height="36" rx="8" fill="#5b3fd6"/>',
  `<path data-part="pdf" d="${pdfLetters}" fill="#ffffff"/>`,
  `<path data-part="rest" d="${restLetters}" fill="#ffffff"/>`,
].join('')

/** A brand mark as one path in the text colour, on a 24-unit square. */
const mark = (path: string) => ({ viewBox: '0 0 24 24', drawing: `<path d="${path}" fill="currentColor"/>` })

export const siteSymbols = {
  'site-logo': { viewBox: '0 0 132 36', drawing: logo },
  'brand-x': mark(
    'M18.9 2H22l-6.8 7.8L23 22h-6.2l-4.8-6.3L6.4 22H3.3l7.3-8.3L1 2h6.3l4.4 5.8L18.9 2Zm-1.1 18h1.7L6.3 3.9H4.5L17.8 20Z',
  ),
  'brand-linkedin': mark(
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.5h4V21H3V9.5Zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5Z',
  ),
  'brand-facebook': mark('M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1Z'),
  'brand-youtube': mark(
    'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15.1V8.9L15.6 12l-5.8 3.1Z',
  ),
  'brand-github': mark(
    'M12 .5a11.5 11.5 0 0 0-3.6 22.4c.6.1.8-.3.8-.6v-2.1c-3.2.7-3.9-1.4-3.9-1.4-.5-1.3-1.3-1.7-1.3-1.7-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1 1.8 2.7 1.3 3.4 1 .1-.8.4-1.3.7-1.6-2.6-.3-5.3-1.3-5.3-5.7 0-1.3.5-2.3 1.2-3.1-.1-.3-.5-1.5.1-3.1 0 0 1-.3 3.2 1.2a11 11 0 0 1 5.8 0c2.2-1.5 3.2-1.2 3.2-1.2.6 1.6.2 2.8.1 3.1.8.8 1.2 1.9 1.2 3.1 0 4.4-2.7 5.4-5.3 5.7.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A11.5 11.5 0 0 0 12 .5Z',
  ),
} satisfies Record<string, { viewBox: string; drawing: string }>

export type SiteSymbolName = keyof typeof siteSymbols
