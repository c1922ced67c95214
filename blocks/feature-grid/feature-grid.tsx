import { css } from 'styled-system/css'
import { Section, sectionHeading } from '../shared/section.tsx'
import { featureIcons } from './feature-icons.ts'
import type { FeatureGridBlock } from './schema.ts'

const gridColumns = {
  2: css({ gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } }),
  3: css({ gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } }),
}

/** Rows of three, but two and four items fill rows of two rather than leave a card alone on a row. */
export function featureColumns(count: number): keyof typeof gridColumns {
  return count === 2 || count === 4 ? 2 : 3
}

export function FeatureGrid({ block }: { block: FeatureGridBlock }) {
  return (
    <Section>
      <h2 className={sectionHeading}>{block.heading}</h2>
      {block.intro ? <p className={css({ color: 'fg.muted', mb: '8', maxW: '3xl' })}>{block.intro}</p> : null}
      <ul
        className={`${css({ display: 'grid', gap: '6' })} ${gridColumns[featureColumns(block.items.length)]}`}
      >
        {block.items.map((item) => {
          const Icon = item.icon ? featureIcons[item.icon].icon : null
          return (
            <li
              key={item.title}
              className={css({
                p: '6',
                borderRadius: 'lg',
                bg: 'bg.subtle',
                borderWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              {Icon ? (
                <Icon aria-hidden="true" size={28} className={css({ color: 'accent.default', mb: '3' })} />
              ) : null}
              <h3 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>{item.title}</h3>
              <p className={css({ mt: '2', color: 'fg.muted' })}>{item.description}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
