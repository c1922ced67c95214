import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

// Sections out of view are neither laid out nor painted until they come near it: on a long page
// that is most of the first layout's cost (decision 017). `auto` remembers each one's real height.
const offscreenSkipped = css({ contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' })

/** The width and rhythm every block section shares. */
export function Section({
  children,
  className,
  id,
}: {
  children: ReactNode
  className?: string
  id?: string
}) {
  return (
    <section
      id={id}
      className={cx(
        css({ maxW: 'content', mx: 'auto', px: '6', py: { base: '10', md: '16' } }),
        offscreenSkipped,
        className,
      )}
    >
      {children}
    </section>
  )
}

export const sectionHeading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '6' })
