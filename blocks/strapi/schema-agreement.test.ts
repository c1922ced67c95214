import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { featureGridBlock } from '../feature-grid/schema.ts'
import { faqBlock } from '../faq/schema.ts'
import { heroBlock } from '../hero/schema.ts'
import { learningListBlock } from '../learning-list/schema.ts'
import { blockDefinitions } from '../registry.gen.ts'
import { blockUids } from '../registry.gen.ts'
import { blockFields } from './block-fields.ts'
import { readComponentFile } from './component-files.server.ts'
import { componentFiles, disagreements, type StrapiComponentFile } from './strapi-components.ts'

const contentTypesDir = new URL('../../cms/src/api/', import.meta.url)
const contentTypeSchema = z.object({
  kind: z.enum(['collectionType', 'singleType']),
  info: z.looseObject({ singularName: z.string(), pluralName: z.string() }),
  attributes: z.record(
    z.string(),
    z.looseObject({ type: z.string(), components: z.array(z.string()).optional() }),
  ),
})

function contentType(name: string) {
  const file = new URL(`${name}/content-types/${name}/schema.json`, contentTypesDir)
  return contentTypeSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
}

describe('block schemas and their Strapi components (cms/src/components)', () => {
  for (const { uid, schema } of blockDefinitions) {
    it(`${uid} agrees with its Strapi component (run npm run cms:components after changing a block)`, () => {
      expect(disagreements(uid, blockFields(schema), readComponentFile(uid), readComponentFile)).toEqual([])
    })
  }

  it('every page-like content type offers exactly the registered blocks in its dynamic zone', () => {
    for (const name of ['page', 'product', 'api-tool']) {
      const zone = contentType(name).attributes.blocks
      expect(zone?.type, name).toBe('dynamiczone')
      expect([...(zone?.components ?? [])].sort(), name).toEqual([...blockUids].sort())
    }
  })

  it('ships the content types the site reads', () => {
    const names = readdirSync(contentTypesDir).sort()
    expect(names).toEqual(['api-tool', 'legal-page', 'page', 'pdfrest-global', 'product', 'redirect'])
    expect(contentType('pdfrest-global').kind).toBe('singleType')
  })
})

describe('the agreement check itself', () => {
  const generated = componentFiles('blocks.hero', blockFields(heroBlock.schema), heroBlock.editor)
  const hero = generated.get('blocks.hero')
  const load = (uid: string) => generated.get(uid)
  const fields = blockFields(heroBlock.schema)
  const changed = (change: (file: StrapiComponentFile) => void): string[] => {
    if (!hero) throw new Error('no hero component generated')
    const copy = structuredClone(hero)
    change(copy)
    return disagreements('blocks.hero', fields, copy, load)
  }

  it('accepts the generated component', () => {
    expect(changed(() => {})).toEqual([])
  })

  it('names a missing field, an extra field, a changed type and a flipped required flag', () => {
    expect(
      changed((file) => {
        delete file.attributes.subheading
      }),
    ).toEqual(['blocks.hero.subheading: missing in Strapi'])
    expect(
      changed((file) => {
        file.attributes.badge = { type: 'string' }
      }),
    ).toEqual(['blocks.hero.badge: in Strapi but not in the block schema'])
    expect(
      changed((file) => {
        file.attributes.heading = { type: 'integer', required: true }
      }),
    ).toEqual(['blocks.hero.heading: is integer in Strapi but text in the block schema'])
    expect(
      changed((file) => {
        file.attributes.heading = { type: 'string', maxLength: 90 }
      }),
    ).toEqual(['blocks.hero.heading: is required in the block schema, optional in Strapi'])
  })

  it('looks into nested components, lists, enums and number bounds', () => {
    const cta = load('shared.cta')
    if (!cta) throw new Error('no shared.cta generated')
    const broken = structuredClone(cta)
    delete broken.attributes.url
    expect(
      disagreements('blocks.hero', fields, hero, (uid) => (uid === 'shared.cta' ? broken : load(uid))),
    ).toEqual([
      'blocks.hero.primary_cta.url: missing in Strapi',
      'blocks.hero.secondary_cta.url: missing in Strapi',
    ])

    const faq = blockFields(faqBlock.schema)
    const faqFiles = componentFiles('blocks.faq', faq, faqBlock.editor)
    const faqFile = structuredClone(faqFiles.get('blocks.faq'))
    if (!faqFile?.attributes.items) throw new Error('no faq items')
    faqFile.attributes.items = { ...faqFile.attributes.items, repeatable: false, min: undefined }
    expect(disagreements('blocks.faq', faq, faqFile, (uid) => faqFiles.get(uid))).toContain(
      'blocks.faq.items: is a list in the block schema but a single component in Strapi',
    )

    const list = blockFields(learningListBlock.schema)
    const listFile = structuredClone(
      componentFiles('blocks.learning-list', list, learningListBlock.editor).get('blocks.learning-list'),
    )
    if (!listFile?.attributes.limit) throw new Error('no learning-list limit')
    listFile.attributes.limit = { type: 'decimal', max: 50 }
    expect(disagreements('blocks.learning-list', list, listFile, () => undefined)).toEqual([
      'blocks.learning-list.limit: is decimal in Strapi but number in the block schema',
    ])

    const grid = blockFields(featureGridBlock.schema)
    const gridFiles = componentFiles('blocks.feature-grid', grid, featureGridBlock.editor)
    const items = structuredClone(gridFiles.get('parts.feature-grid-items'))
    if (!items?.attributes.icon) throw new Error('no feature-grid icon')
    items.attributes.icon = { type: 'enumeration', enum: ['zap', 'skull'] }
    expect(
      disagreements('blocks.feature-grid', grid, gridFiles.get('blocks.feature-grid'), (uid) =>
        uid === 'parts.feature-grid-items' ? items : gridFiles.get(uid),
      ),
    ).toEqual([
      'blocks.feature-grid.items.icon: allows skull, zap in Strapi but zap, shield, globe, file-text, code, clock, cloud, server, container, lock, layers, gauge, scale, file-check in the block schema',
    ])
  })

  it('reads a custom field as the type it stores, and names one Strapi does not know', () => {
    expect(hero?.attributes.featured_tool).toEqual({ type: 'customField', customField: 'global::api-tool' })
    const grid = blockFields(featureGridBlock.schema)
    const gridFiles = componentFiles('blocks.feature-grid', grid, featureGridBlock.editor)
    const items = structuredClone(gridFiles.get('parts.feature-grid-items'))
    if (!items?.attributes.icon) throw new Error('no feature-grid icon')
    expect(items.attributes.icon).toMatchObject({ type: 'customField', customField: 'global::feature-icon' })
    const check = () =>
      disagreements('blocks.feature-grid', grid, gridFiles.get('blocks.feature-grid'), (uid) =>
        uid === 'parts.feature-grid-items' ? items : gridFiles.get(uid),
      )
    expect(check()).toEqual([])
    items.attributes.icon = { ...items.attributes.icon, customField: 'global::colour' }
    expect(check()).toEqual([
      'blocks.feature-grid.items.icon: is an unknown custom field (global::colour) in Strapi but enum in the block schema',
    ])
  })
})
