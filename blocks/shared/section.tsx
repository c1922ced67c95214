import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

/** The width and rhythm every block section shares. */
export function Section({
  children,
  className,
  id,
  flush = false,
}: {
  children: ReactNode
  className?: string
  id?: string
  /** Inside a page that already sets the width and gutters (the account page): no padding of its own. */
  flush?: boolean
}) {
  return (
    <section
      id={id}
      className={cx(
        flush
          ? css({ mt: '6' })
          : css({ maxW: 'content', mx: 'auto', px: '6', py: { base: '10', md: '16' } }),
        className,
      )}
    >
      {children}
    </section>
  )
}

export const sectionHeading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '6' })
