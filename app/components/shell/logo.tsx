type LogoProps = {
  /** The background shape. */
  background?: string
  /** The letters "pdf". */
  pdf?: string
  /** The letters "rest". */
  rest?: string
  className?: string
}

/** The three-colour pdfRest logo (SPEC §2): background shape, "pdf" and "rest". */
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
      <text
        data-part="pdf"
        x="12"
        y="25"
        fill={pdf}
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="20"
        fontWeight="700"
      >
        pdf
      </text>
      <text
        data-part="rest"
        x="50"
        y="25"
        fill={rest}
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="20"
        fontWeight="400"
      >
        rest
      </text>
    </svg>
  )
}
