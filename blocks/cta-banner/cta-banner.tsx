import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { CtaLink } from '../shared/cta-link.tsx'
import { Section } from '../shared/section.tsx'
import type { CtaBannerBlock } from './schema.ts'

export function CtaBanner({ block }: { block: CtaBannerBlock }) {
  return (
    <Section>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          gap: '6',
          alignItems: { md: 'center' },
          justifyContent: 'space-between',
          p: '8',
          borderRadius: 'xl',
          bg: 'mulledWine.900',
        })}
      >
        <div>
          <h2 className={css({ fontSize: '2xl', fontWeight: 'bold', color: 'white' })}>{block.heading}</h2>
          {block.body ? <p className={css({ mt: '2', color: 'cool.200' })}>{block.body}</p> : null}
        </div>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <CtaLink cta={block.cta} className={button()} />
          {block.secondary_cta ? (
            <CtaLink
              cta={block.secondary_cta}
              className={button({ variant: 'outline' }) + ' ' + css({ color: 'white' })}
            />
          ) : null}
        </div>
      </div>
    </Section>
  )
}
