import { css } from 'styled-system/css'
import { AppLink } from '#ui/app-link.tsx'
import { Section, sectionHeading } from '../shared/section.tsx'
import type { ProductCardsBlock } from './schema.ts'

export function ProductCards({ block }: { block: ProductCardsBlock }) {
  return (
    <Section>
      <h2 className={sectionHeading}>{block.heading}</h2>
      <ul
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {block.products.map((product) => (
          <li key={product.url}>
            <AppLink
              href={product.url}
              className={css({
                display: 'block',
                h: 'full',
                p: '6',
                borderRadius: 'lg',
                bg: 'bg.subtle',
                borderWidth: '1px',
                borderColor: 'border.default',
                textDecoration: 'none',
                color: 'fg.default',
                _hover: { borderColor: 'accent.default' },
              })}
            >
              {product.badge ? (
                <span
                  className={css({
                    fontSize: 'xs',
                    fontWeight: 'bold',
                    color: 'accent.default',
                    textTransform: 'uppercase',
                  })}
                >
                  {product.badge}
                </span>
              ) : null}
              <h3 className={css({ fontWeight: 'bold', fontSize: 'xl', mt: '1' })}>{product.title}</h3>
              <p className={css({ mt: '2', color: 'fg.muted' })}>{product.description}</p>
            </AppLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
