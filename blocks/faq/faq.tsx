import { Accordion } from '@ark-ui/react/accordion'
import { useRouter } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import { css } from 'styled-system/css'
import { defineBlock } from '../define-block.tsx'
import { Section, sectionHeading } from '../shared/section.tsx'
import { faqJsonLd } from './faq-json-ld.ts'
import { type FaqBlock, faqSchema } from './schema.ts'

export function Faq({ block }: { block: FaqBlock }) {
  // Data, not code, but it carries the page's nonce like every other script element.
  const nonce = useRouter().options.ssr?.nonce
  return (
    <Section>
      <h2 className={sectionHeading}>{block.heading}</h2>
      <Accordion.Root
        multiple
        collapsible
        className={css({ maxW: '3xl', borderTopWidth: '1px', borderColor: 'border.default' })}
      >
        {block.items.map((item, index) => (
          <Accordion.Item
            key={item.question}
            value={`q${index}`}
            className={css({ borderBottomWidth: '1px', borderColor: 'border.default' })}
          >
            <h3>
              <Accordion.ItemTrigger
                className={css({
                  display: 'flex',
                  w: 'full',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  py: '4',
                  fontWeight: 'semibold',
                  textAlign: 'left',
                  cursor: 'pointer',
                })}
              >
                {item.question}
                <Accordion.ItemIndicator
                  className={css({ transition: 'transform 0.2s', _open: { transform: 'rotate(180deg)' } })}
                >
                  <ChevronDown aria-hidden="true" size={18} />
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </h3>
            <Accordion.ItemContent className={css({ pb: '4', color: 'fg.muted' })}>
              {item.answer.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph} className={css({ mb: '2' })}>
                  {paragraph}
                </p>
              ))}
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: faqJsonLd(block.items) }}
      />
    </Section>
  )
}

export const faqBlock = defineBlock({
  uid: 'blocks.faq',
  schema: faqSchema,
  Component: Faq,
  populate: { items: '*' },
})
