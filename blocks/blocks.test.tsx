// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { pageDocuments, productDocuments } from '#mocks/fixtures/pages.ts'
import { emptyBlockData } from './block-data.ts'
import { blockCatalogue } from './block-catalogue.gen.ts'
import { brokenHero, heroFixtures } from './hero/fixtures.ts'
import { blockDefinitions } from './registry.gen.ts'
import { findBlock } from './registry.gen.ts'
import { signupCtaFixtures } from './signup-cta/fixtures.ts'
import { renderEntries } from './test-render.tsx'

afterEach(cleanup)

describe('block registry', () => {
  it('has fixtures, and a rejected broken fixture, for every registered block', () => {
    for (const definition of blockDefinitions) {
      const entry = blockCatalogue[definition.uid]
      expect(entry, `${definition.uid} has no fixtures`).toBeDefined()
      for (const fixture of Object.values(entry?.fixtures ?? {}))
        expect(definition.parse(fixture).ok).toBe(true)
      expect(definition.parse(entry?.broken).ok, `${definition.uid} accepts its broken fixture`).toBe(false)
    }
  })

  it('knows every component the mocked CMS uses (no drift)', () => {
    const documents = [...pageDocuments, ...productDocuments].flatMap((document) => [
      document.published,
      document.draft,
    ])
    const used = new Set(documents.flatMap((page) => page?.blocks.map((block) => block.__component) ?? []))
    expect([...used].filter((uid) => !findBlock(uid))).toEqual([])
  })
})

describe('presentational blocks', () => {
  it('renders every fixture of every block', async () => {
    const entries = Object.values(blockCatalogue).flatMap((entry) => Object.values(entry.fixtures))
    const { blocks, problems } = await renderEntries(entries)
    expect(problems).toEqual([])
    expect(blocks).toHaveLength(entries.length)
    expect(screen.getByRole('heading', { name: 'Why developers choose pdfRest' })).toBeTruthy()
    expect(screen.getByText('99.9%')).toBeTruthy()
    expect(screen.getByText('Dana Whitfield')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Cloud API/ }).getAttribute('href')).toBe('/products/cloud-api/')
    expect(screen.getByRole('img', { name: 'Northwind Legal' }).getAttribute('width')).toBe('248')
    expect(screen.getByRole('link', { name: 'Play video: pdfRest in two minutes' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Intro video' }).getAttribute('href')).toBe(
      'https://videos.example.com/intro.mp4',
    )
  })
})

describe('one bad block never breaks a page', () => {
  it('drops unknown and invalid entries, keeps the rest, and reports them', async () => {
    const { blocks, problems } = await renderEntries([
      heroFixtures.headingOnly,
      { __component: 'blocks.unknown-thing', title: 'x' },
      brokenHero,
      signupCtaFixtures.short,
    ])
    expect(blocks.map((block) => block.uid)).toEqual(['blocks.hero', 'blocks.signup-cta'])
    expect(problems.map((problem) => [problem.index, problem.component])).toEqual([
      [1, 'blocks.unknown-thing'],
      [2, 'blocks.hero'],
    ])
    expect(screen.getByRole('heading', { name: 'Just a heading' })).toBeTruthy()
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('shows editors a placeholder naming the block and the field by their labels, in plain words', async () => {
    await renderEntries([brokenHero], { ...emptyBlockData, mode: 'editor' })
    expect(screen.getByRole('note').textContent).toBe('Section 1 is not shown. Hero: the headline is empty.')
  })
})
