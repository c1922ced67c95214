type LogoProps = {
  /** The background shape. */
  background?: string
  /** The letters "pdf". */
  pdf?: string
  /** The letters "rest". */
  rest?: string
  className?: string
}

// The letters are outlines, not <text>: a logo looks the same whatever fonts a visitor has, and
// SVG text layout was the costliest part of the first layout of every page (decision 018).
// Outlines of Liberation Sans (Arial's metrics; SIL Open Font License) at 20px, to 0.1 unit:
// "pdf" in bold at x 12, "rest" in regular at x 50, baseline y 25, where the <text> elements were.
const pdfLetters =
  'M23.4 19.7q0 2.6-1.1 4.1q-1 1.4-3 1.4q-1.1 0-1.9-.5q-.8-.5-1.3-1.4q0 .3 0 1.8l0 4.1l-2.7 0l0-12.3q0-1.5-.1-2.5l2.7 0q0 .2 .1 .7q0 .5 0 1.1q1-2 3.4-2q1.9 0 2.9 1.4q1 1.4 1 4.1m-2.9 0q0-3.6-2.1-3.6q-1.1 0-1.7 1q-.6 .9-.6 2.7q0 1.7 .6 2.6q.6 .9 1.6 .9q2.2 0 2.2-3.6m14.6 5.3l-2.6 0q-.1-.2-.1-.7q-.1-.6-.1-1q-.9 1.9-3.4 1.9q-1.9 0-2.9-1.4q-1-1.5-1-4.1q0-2.6 1.1-4q1.1-1.5 3-1.5q1.1 0 1.9 .5q.8 .5 1.3 1.4l0-1.7l0-3.9l2.7 0l0 12.2q0 1 .1 2.3m-2.8-5.3q0-1.7-.5-2.7q-.6-.9-1.7-.9q-1.1 0-1.7 .9q-.5 .9-.5 2.7q0 3.6 2.2 3.6q1 0 1.6-.9q.6-1 .6-2.7m10.8-3.4l-2.1 0l0 8.7l-2.7 0l0-8.7l-1.5 0l0-1.9l1.5 0l0-1.1q0-1.4 .8-2.1q.7-.7 2.3-.7q.8 0 1.7 .2l0 1.7q-.4-.1-.8-.1q-.7 0-1 .3q-.3 .3-.3 1l0 .8l2.1 0'

const restLetters =
  'M53.1 25l-1.7 0l0-8.1q0-1.1-.1-2.5l1.7 0q.1 1.8 .1 2.2q.4-1.4 1-1.9q.5-.5 1.5-.5q.4 0 .7 .1l0 1.7q-.3-.2-.9-.2q-1.1 0-1.7 1q-.6 .9-.6 2.7l0 5.5m13.8-4.9l-7.5 0q0 1.8 .7 2.8q.8 1 2.2 1q1.1 0 1.8-.5q.7-.4 1-1.1l1.5 .4q-.9 2.5-4.3 2.5q-2.3 0-3.6-1.4q-1.2-1.4-1.2-4.2q0-2.6 1.2-4q1.3-1.4 3.5-1.4q4.7 0 4.7 5.6l0 .3m-7.5-1.4l5.7 0q-.2-1.6-.9-2.4q-.7-.8-2-.8q-1.3 0-2 .9q-.8 .8-.8 2.3m17.7 3.4q0 1.5-1.2 2.3q-1.1 .8-3.1 .8q-2 0-3.1-.6q-1-.7-1.4-2.1l1.6-.3q.2 .9 .9 1.3q.7 .4 2 .4q1.3 0 1.9-.5q.7-.4 .7-1.2q0-.6-.5-1q-.4-.4-1.4-.6l-1.2-.4q-1.5-.4-2.2-.7q-.6-.4-1-1q-.3-.5-.3-1.3q0-1.4 1-2.2q1-.7 3-.7q1.7 0 2.8 .6q1 .6 1.3 2l-1.6 .1q-.1-.6-.8-1q-.6-.4-1.7-.4q-1.2 0-1.8 .4q-.5 .3-.5 1q0 .5 .2 .8q.2 .3 .7 .5q.5 .2 1.9 .6q1.4 .3 2 .6q.7 .3 1 .7q.4 .3 .6 .8q.2 .5 .2 1.1m6.1 1.5l0 1.3q-.9 .3-1.8 .3q-2.1 0-2.1-2.4l0-7.1l-1.2 0l0-1.3l1.3 0l.5-2.3l1.2 0l0 2.3l1.9 0l0 1.3l-1.9 0l0 6.7q0 .7 .2 1q.3 .4 .9 .4q.3 0 1-.2'

/** The three-colour pdfRest logo: background shape, "pdf" and "rest". */
export function Logo({ background = '#5b3fd6', pdf = '#ffffff', rest = '#ffffff', className }: LogoProps) {
  return (
    <svg
      viewBox="0 0 132 36"
      width="132"
      height="36"
      role="img"
      aria-label="pdfRest"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect data-part="background" x="0" y="0" width="132" height="36" rx="8" fill={background} />
      <path data-part="pdf" d={pdfLetters} fill={pdf} />
      <path data-part="rest" d={restLetters} fill={rest} />
    </svg>
  )
}
