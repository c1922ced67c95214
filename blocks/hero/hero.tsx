import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { CtaLink } from '../shared/cta-link.tsx'
import { Section } from '../shared/section.tsx'
import { HeroVisual } from './hero-visual.tsx'
import type { HeroBlock } from './schema.ts'

export function Hero({ block }: { block: HeroBlock }) {
  return (
    <Section
      className={css({
        py: { base: '12', md: '20' },
        display: 'grid',
        gap: { base: '10', lg: '12' },
        alignItems: 'center',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
      })}
    >
      <div>
        <h1
          className={css({
            fontSize: { base: '4xl', md: '5xl', xl: '6xl' },
            fontWeight: 'extrabold',
            lineHeight: '1.1',
            maxW: '4xl',
          })}
        >
          {block.heading}
        </h1>
        {block.subheading ? (
          <p className={css({ mt: '6', fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxW: '3xl' })}>
            {block.subheading}
          </p>
        ) : null}
        {block.primary_cta || block.secondary_cta ? (
          <div className={css({ mt: '10', display: 'flex', flexWrap: 'wrap', gap: '4' })}>
            {block.primary_cta ? (
              <CtaLink cta={block.primary_cta} className={button({ size: 'lg' })} />
            ) : null}
            {block.secondary_cta ? (
              <CtaLink cta={block.secondary_cta} className={button({ size: 'lg', variant: 'outline' })} />
            ) : null}
          </div>
        ) : null}
      </div>
      <HeroVisual visual={block.visual} />
    </Section>
  )
}
