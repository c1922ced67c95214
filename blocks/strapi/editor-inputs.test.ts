import { describe, expect, it } from 'vitest'
import { labTools } from '#domain/pdf-api/tools.ts'
import { featureIconNames } from '../feature-grid/schema.ts'
import { blockDefinitions } from '../registry.gen.ts'
import { blockFields } from './block-fields.ts'
import { editorInputOptions } from './editor-inputs.ts'
import { editorComponents } from './strapi-components.ts'

describe("what the admin's own inputs offer", () => {
  const options = editorInputOptions()

  it('draws every feature icon the site can show, with a name a marketer reads', () => {
    expect(options.featureIcons.map((icon) => icon.value)).toEqual([...featureIconNames])
    for (const icon of options.featureIcons) {
      expect(icon.label, icon.value).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/)
      expect(icon.svg, icon.value).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*>.*<(path|rect|circle|line)/)
    }
  })

  it('lists every API tool of the catalogue once, by name, in alphabetical order', () => {
    expect(options.apiTools.map((tool) => tool.value).sort()).toEqual(labTools.map((tool) => tool.id).sort())
    const names = options.apiTools.map((tool) => tool.label)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    // A hero saved with a tool's page slug still shows that tool.
    expect(options.apiTools.find((tool) => tool.matches.includes('compress-pdf'))?.value).toBe(
      'compressed-pdf',
    )
  })

  it('offers every choice of a block in words, never as its stored value', () => {
    for (const { uid, schema, editor } of blockDefinitions) {
      for (const [componentUid, { file }] of editorComponents(uid, blockFields(schema), editor)) {
        for (const [field, attribute] of Object.entries(file.attributes)) {
          if (attribute.type !== 'enumeration') continue
          for (const value of attribute.enum ?? []) {
            expect(options.choices[value], `${componentUid}.${field}: ${value}`).toMatch(
              /^[A-Z][a-z-]+( [a-z-]+)*$/,
            )
          }
        }
      }
    }
    expect(options.choices).toMatchObject({
      image: 'Image',
      video: 'Video',
      'signed-out': 'Visitors who are signed out',
    })
  })
})
