import { describe, expect, it } from 'vitest'
import { faqFixtures } from './faq/fixtures.ts'
import { heroBlock } from './hero/schema.ts'
import { pricingTableFixtures } from './pricing-table/fixtures.ts'
import { prepareBlocks } from './page-blocks.server.ts'
import { blockDefinitions } from './registry.gen.ts'
import { blockFields } from './strapi/block-fields.ts'
import { editorComponents, MissingHelpError } from './strapi/strapi-components.ts'

const clean = (html: string) => html
const messageFor = (entry: unknown) => prepareBlocks([entry], { page: 'test', clean }).problems[0]?.message

describe('what editors see of every block', () => {
  for (const definition of blockDefinitions) {
    it(`${definition.uid}: a label, a description and an icon, and a label for every field`, () => {
      expect(definition.editor.label).not.toBe('')
      expect(definition.editor.description.length).toBeGreaterThan(20)
      const components = editorComponents(definition.uid, blockFields(definition.schema), definition.editor)
      for (const [uid, component] of components) {
        expect(component.file.info.displayName, uid).not.toMatch(/[_]|^[a-z]/)
        for (const name of Object.keys(component.file.attributes)) {
          expect(component.help[name]?.label, `${uid}.${name}`).toMatch(/^[A-Z]/)
        }
      }
    })
  }

  it('refuses to generate a block whose field has no label', () => {
    const fields = Object.fromEntries(
      Object.entries(heroBlock.editor.fields).filter(([name]) => name !== 'heading'),
    )
    expect(() =>
      editorComponents('blocks.hero', blockFields(heroBlock.schema), { ...heroBlock.editor, fields }),
    ).toThrow(MissingHelpError)
  })

  it('labels nested and shared fields: a pricing card reads "Plan" and "Price per month, billed annually"', () => {
    const pricing = blockDefinitions.find((definition) => definition.uid === 'blocks.pricing-table')
    if (!pricing) throw new Error('no pricing table')
    const components = editorComponents(pricing.uid, blockFields(pricing.schema), pricing.editor)
    expect(components.get('parts.pricing-card-price-data')?.help.price_per_month_annual?.label).toBe(
      'Price per month, billed annually',
    )
    expect(components.get('shared.pricing-card')?.help.plan?.label).toBe('Plan')
    expect(components.get('shared.pricing-card')?.file.info.displayName).toBe('Plan card')
  })

  it('marks link and image fields for the publish checks, but not a decorative photo', () => {
    const views = new Map(
      blockDefinitions.flatMap((definition) => [
        ...editorComponents(definition.uid, blockFields(definition.schema), definition.editor),
      ]),
    )
    expect(views.get('shared.cta')?.links).toEqual(['url'])
    expect(views.get('parts.product-cards-products')?.links).toEqual(['url'])
    expect(views.get('blocks.media')?.images).toEqual(['image'])
    expect(views.get('parts.logo-cloud-logos')?.images).toEqual(['image'])
    expect(views.get('blocks.testimonial')?.images).toEqual([])
  })
})

describe('the preview placeholder speaks to editors', () => {
  it('names the block and the field by their labels', () => {
    expect(messageFor({ __component: 'blocks.hero', heading: null })).toBe('Hero: the headline is empty.')
    expect(
      messageFor({ __component: 'blocks.learning-list', heading: 'Latest', tag: 'tutorial-post', limit: 13 }),
    ).toBe('Learning list: the how many posts is more than 12.')
  })

  it('says where in a list and inside a shared component', () => {
    const faq = structuredClone(faqFixtures.pricing)
    const [first] = faq.items
    if (!first) throw new Error('no faq item')
    first.answer = ''
    expect(messageFor(faq)).toBe('Questions and answers: the answer (questions, entry 1) is empty.')
    expect(
      messageFor({ __component: 'blocks.hero', heading: 'Hi', primary_cta: { label: '', url: '/x/' } }),
    ).toBe('Hero: the button text (main button) is empty.')
    const plans = structuredClone(pricingTableFixtures.plans)
    const [card] = plans.cards
    if (!card) throw new Error('no card')
    Reflect.set(card.price_data, 'price_per_month_annual', 'nine')
    expect(messageFor(plans)).toBe(
      'Pricing table: the price per month, billed annually (plans, entry 1, annual prices and billing notes) has the wrong kind of value.',
    )
  })

  it('names a section the site does not know', () => {
    expect(messageFor({ __component: 'blocks.carousel' })).toBe(
      'blocks.carousel: the site has no section of this kind. Remove it, or ask a developer to add it.',
    )
  })
})
