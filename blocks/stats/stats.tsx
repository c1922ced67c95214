import { css } from 'styled-system/css'
import { Section, sectionHeading } from '../shared/section.tsx'
import type { StatsBlock } from './schema.ts'

export function Stats({ block }: { block: StatsBlock }) {
  return (
    <Section>
      {block.heading ? <h2 className={sectionHeading}>{block.heading}</h2> : null}
      <dl
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: {
            base: 'repeat(2, 1fr)',
            md: `repeat(${Math.min(block.items.length, 4)}, 1fr)`,
          },
        })}
      >
        {block.items.map((item) => (
          <div key={item.label} className={css({ textAlign: 'center' })}>
            <dt className={css({ color: 'fg.muted', order: 2 })}>{item.label}</dt>
            <dd className={css({ fontSize: '4xl', fontWeight: 'extrabold', color: 'accent.default' })}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
