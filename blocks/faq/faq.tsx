import { useRouter } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { css } from 'styled-system/css'
import { Section, sectionHeading } from '../shared/section.tsx'
import { faqJsonLd } from './faq-json-ld.ts'
import type { FaqBlock } from './schema.ts'

// Native <details>/<summary>: the browser opens and closes each item, so the block ships no
// JavaScript for it, and several items can be open at once.
export function Faq({ block }: { block: FaqBlock }) {
  // Data, not code, but it carries the page's nonce like every other script element.
  const nonce = useRouter().options.ssr?.nonce
  return (
    <Section>
      <h2 className={sectionHeading}>{block.heading}</h2>
      <div className={css({ maxW: '3xl', borderTopWidth: '1px', borderColor: 'border.default' })}>
        {block.items.map((item) => (
          <details
            key={item.question}
            className={css({ borderBottomWidth: '1px', borderColor: 'border.default' })}
          >
            <summary
              className={css({
                display: 'flex',
                w: 'full',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: '4',
                py: '4',
                fontWeight: 'semibold',
                textAlign: 'left',
                cursor: 'pointer',
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
              })}
            >
              {/* The spec allows a heading in a summary: questions stay reachable by heading. */}
              <h3 className={css({ fontSize: 'inherit', fontWeight: 'inherit' })}>{item.question}</h3>
              <ChevronDown
                aria-hidden="true"
                size={18}
                className={css({
                  flexShrink: 0,
                  transition: 'transform 0.2s',
                  'details[open] > summary > &': { transform: 'rotate(180deg)' },
                })}
              />
            </summary>
            <div className={css({ pb: '4', color: 'fg.muted' })}>
              {item.answer.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph} className={css({ mb: '2' })}>
                  {paragraph}
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: faqJsonLd(block.items) }}
      />
    </Section>
  )
}
