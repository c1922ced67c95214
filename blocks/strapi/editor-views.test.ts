import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { editorViewsPath, routeEntries } from './component-files.server.ts'
import { componentHelp, contentTypeHelp } from './content-type-help.ts'
import { editorViews, reservedSlugs } from './editor-views.ts'
import { planCatalogue } from '../../domain/plans/plan-catalogue.ts'
import { findRedirect } from '#shared/http/redirects.ts'

const cmsSrc = new URL('../../cms/src/', import.meta.url)
const attributesOf = (file: URL) =>
  z
    .object({ attributes: z.record(z.string(), z.looseObject({ type: z.string() })) })
    .parse(JSON.parse(readFileSync(file, 'utf8'))).attributes

describe('the editor views Strapi applies at start (cms/src/editor-views.json)', () => {
  it('are what npm run cms:components generates from the blocks today', () => {
    const committed: unknown = JSON.parse(readFileSync(editorViewsPath, 'utf8'))
    expect(committed).toEqual(JSON.parse(JSON.stringify(editorViews(routeEntries()))))
  })

  it('label every field of every content type', () => {
    for (const [uid, help] of Object.entries(contentTypeHelp)) {
      const name = uid.split('.').pop() ?? ''
      const attributes = attributesOf(new URL(`api/${name}/content-types/${name}/schema.json`, cmsSrc))
      for (const field of Object.keys(attributes)) {
        expect(help.fields[field]?.label, `${uid}.${field}`).toMatch(/^[A-Z]/)
      }
    }
  })

  it('label every field of the components that are not blocks', () => {
    for (const [uid, fields] of Object.entries(componentHelp)) {
      const [category, name] = uid.split('.')
      const attributes = attributesOf(new URL(`components/${category}/${name}.json`, cmsSrc))
      for (const field of Object.keys(attributes)) {
        expect(fields[field]?.label, `${uid}.${field}`).toMatch(/^[A-Z]/)
      }
    }
  })

  it('reserve every first path segment the site serves, but not the pages it composes from Strapi', () => {
    const reserved = reservedSlugs(routeEntries())
    for (const slug of [
      'account',
      'apilab',
      'apitools',
      'learning',
      'products',
      'admin',
      'api',
      'getstarted',
      'robots.txt',
    ]) {
      expect(reserved, slug).toContain(slug)
    }
    expect(reserved).not.toContain('pricing')
    expect(reserved).not.toContain('$slug')
  })

  it('carry the plan prices and the built-in redirects the save checks use', () => {
    const views = editorViews(routeEntries())
    expect(views.planPrices).toEqual({ Starter: 0, Premium: 9.99, Pro: 99.99, Enterprise: 349.99 })
    expect(views.planPrices.Premium).toBe(planCatalogue.Premium.price)
    const builtIn = (path: string) => views.siteRedirects.some((source) => new RegExp(source).test(path))
    for (const path of ['/getstarted/', '/apitools/redact-pdf/', '/documentation/fontlist/']) {
      expect(builtIn(path), path).toBe(true)
      expect(findRedirect(path), path).toBeDefined()
    }
    expect(builtIn('/pricng/')).toBe(false)
  })
})
