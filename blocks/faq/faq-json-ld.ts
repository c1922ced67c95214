import type { FaqBlock } from './schema.ts'

/** FAQPage structured data; `<` is escaped so answer text can never close the script element. */
export function faqJsonLd(items: FaqBlock['items']): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
