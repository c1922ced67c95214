// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { faqJsonLd } from './faq-json-ld.ts'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { faqBlock } from './faq.tsx'
import { brokenFaq, faqFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('faq block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(faqFixtures)) expect(faqBlock.parse(fixture).ok).toBe(true)
    expect(faqBlock.parse(brokenFaq).ok).toBe(false)
  })

  it('answers FAQ questions in an accordion and describes them as FAQPage JSON-LD', async () => {
    await renderEntries([faqFixtures.pricing])
    const trigger = screen.getByRole('button', { name: 'Can I change plans later?' })
    await userEvent.setup().click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
    expect(ld['@type']).toBe('FAQPage')
    expect(ld.mainEntity).toHaveLength(3)
    expect(faqJsonLd([{ question: '</script><script>', answer: 'x' }])).not.toContain('</script>')
  })
})
