// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { faqJsonLd } from './faq-json-ld.ts'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { faqBlock } from './schema.ts'
import { brokenFaq, faqFixtures } from './fixtures.ts'

afterEach(cleanup)

const items = faqFixtures.pricing.items

/** The `<details>` a question's `<summary>` opens and closes; the question is a heading in it. */
function detailsOf(question: string): HTMLDetailsElement {
  const heading = screen.getByRole('heading', { level: 3, name: question })
  const summary = heading.parentElement
  expect(summary?.tagName).toBe('SUMMARY')
  const details = summary?.parentElement
  if (!(details instanceof HTMLDetailsElement))
    throw new Error(`"${question}" is not the summary of a details element`)
  expect(details.querySelector('summary')).toBe(summary)
  return details
}

describe('faq block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(faqFixtures)) expect(faqBlock.parse(fixture).ok).toBe(true)
    expect(faqBlock.parse(brokenFaq).ok).toBe(false)
  })

  it('renders every question as the summary of a closed details element, its answer already in the DOM', async () => {
    await renderEntries([faqFixtures.pricing])
    expect(document.querySelectorAll('details')).toHaveLength(items.length)
    for (const item of items) {
      const details = detailsOf(item.question)
      expect(details.open).toBe(false)
      expect(details.textContent).toContain(item.answer.split('\n')[0])
    }
    const paragraphs = detailsOf('Can I change plans later?').querySelectorAll('p')
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Yes. Upgrades take effect at once.',
      'Downgrades take effect at your next renewal.',
    ])
  })

  it('opens an item natively when its summary is clicked, and keeps several open at once', async () => {
    await renderEntries([faqFixtures.pricing])
    const user = userEvent.setup()
    const first = detailsOf('What counts as an API call?')
    const second = detailsOf('Can I change plans later?')
    await user.click(screen.getByText('Can I change plans later?'))
    expect(second.open).toBe(true)
    expect(first.open).toBe(false)
    await user.click(screen.getByText('What counts as an API call?'))
    expect(first.open).toBe(true)
    expect(second.open).toBe(true)
    await user.click(screen.getByText('Can I change plans later?'))
    expect(second.open).toBe(false)
    expect(first.open).toBe(true)
  })

  it('ships no accordion widget markup', async () => {
    await renderEntries([faqFixtures.pricing])
    expect(document.querySelector('[data-scope="accordion"]')).toBeNull()
    expect(document.querySelector('[data-scope], [data-part]')).toBeNull()
    expect(document.querySelector('[aria-expanded], [aria-controls]')).toBeNull()
  })

  it('describes the questions as FAQPage JSON-LD', async () => {
    await renderEntries([faqFixtures.pricing])
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
    expect(ld['@type']).toBe('FAQPage')
    expect(ld.mainEntity).toHaveLength(3)
    expect(faqJsonLd([{ question: '</script><script>', answer: 'x' }])).not.toContain('</script>')
  })
})
