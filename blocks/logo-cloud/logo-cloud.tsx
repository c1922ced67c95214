import { css } from 'styled-system/css'
import { CmsImage } from '../shared/cms-image.tsx'
import { Section } from '../shared/section.tsx'
import type { LogoCloudBlock } from './schema.ts'

export function LogoCloud({ block }: { block: LogoCloudBlock }) {
  return (
    <Section>
      <h2 className={css({ textAlign: 'center', color: 'fg.muted', fontWeight: 'semibold', mb: '8' })}>
        {block.heading}
      </h2>
      <ul
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          gap: '10',
        })}
      >
        {block.logos.map((logo) => (
          <li key={logo.name}>
            <CmsImage
              src={logo.image.url}
              alt={logo.image.alternativeText || logo.name}
              width={logo.image.width}
              height={logo.image.height}
              className={css({ maxH: '10', w: 'auto' })}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
