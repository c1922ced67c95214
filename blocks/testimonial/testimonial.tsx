import { css } from 'styled-system/css'
import { Section } from '../shared/section.tsx'
import type { TestimonialBlock } from './schema.ts'

export function Testimonial({ block }: { block: TestimonialBlock }) {
  const credit = [block.role, block.company].filter(Boolean).join(', ')
  return (
    <Section>
      <figure className={css({ maxW: '3xl', mx: 'auto', textAlign: 'center' })}>
        <blockquote className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'medium' })}>
          “{block.quote}”
        </blockquote>
        <figcaption
          className={css({
            mt: '6',
            display: 'flex',
            gap: '3',
            justifyContent: 'center',
            alignItems: 'center',
          })}
        >
          {block.avatar ? (
            <img
              src={block.avatar.url}
              alt=""
              width={block.avatar.width}
              height={block.avatar.height}
              className={css({ w: '12', h: '12', borderRadius: 'full' })}
            />
          ) : null}
          <span>
            <span className={css({ fontWeight: 'semibold', display: 'block' })}>{block.author}</span>
            {credit ? <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{credit}</span> : null}
          </span>
        </figcaption>
      </figure>
    </Section>
  )
}
