import { css } from 'styled-system/css'
import { CmsImage } from '../shared/cms-image.tsx'
import { Section } from '../shared/section.tsx'
import type { LogoCloudBlock } from './schema.ts'

const rowStyles = {
  3: css({ gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }),
  4: css({ gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }),
}

/** Logos per row on a wide screen: full rows (six as three and three), never one logo left alone. */
export function logosPerRow(count: number): keyof typeof rowStyles {
  return count % 4 === 0 && count % 3 !== 0 ? 4 : 3
}

export function LogoCloud({ block }: { block: LogoCloudBlock }) {
  return (
    <Section>
      <h2 className={css({ textAlign: 'center', color: 'fg.muted', fontWeight: 'semibold', mb: '8' })}>
        {block.heading}
      </h2>
      <ul
        className={`${css({
          display: 'grid',
          justifyItems: 'center',
          alignItems: 'center',
          columnGap: '6',
          rowGap: '8',
          maxW: '4xl',
          mx: 'auto',
        })} ${rowStyles[logosPerRow(block.logos.length)]}`}
      >
        {block.logos.map((logo) => (
          <li key={logo.name} className={css({ maxW: 'full' })}>
            <CmsImage
              src={logo.image.url}
              alt={logo.image.alternativeText || logo.name}
              width={logo.image.width}
              height={logo.image.height}
              className={css({ maxH: '10', w: 'auto', maxW: 'full' })}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
