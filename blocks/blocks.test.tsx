// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { pageDocuments, productDocuments } from '#mocks/fixtures/pages.ts'
import type { Post } from '#server/content/blog.schema.ts'
import { type BlockData, emptyBlockData } from './block-data.ts'
import { BlocksRenderer } from './blocks-renderer.tsx'
import { faqJsonLd } from './faq/faq-json-ld.ts'
import { embeddableVideo } from './media/media.tsx'
import { prepareBlocks } from './parse-blocks.ts'
import { cardPrice, cardTitle } from './pricing-table/pricing-card.tsx'
import { blockDefinitions, findBlock } from './registry.ts'
import { sanitizeBlockHtml } from './sanitize-html.server.ts'
import { renderWithRouter } from './test-render.tsx'
import { blockCatalogue as allFixtures } from './catalogue.ts'
import { codeSampleFixtures } from './code-sample/fixtures.ts'
import { faqFixtures } from './faq/fixtures.ts'
import { brokenHero, heroFixtures } from './hero/fixtures.ts'
import { learningListFixtures } from './learning-list/fixtures.ts'
import { pricingTableFixtures } from './pricing-table/fixtures.ts'
import { richTextFixtures } from './rich-text/fixtures.ts'
import { signupCtaFixtures } from './signup-cta/fixtures.ts'
import { toolGridFixtures } from './tool-grid/fixtures.ts'

afterEach(cleanup)

const post = (slug: string, tag: string): Post => ({
  id: slug,
  title: `Post ${slug}`,
  slug,
  html: '',
  excerpt: 'An excerpt',
  custom_excerpt: null,
  feature_image: null,
  published_at: '2026-03-01T10:00:00.000Z',
  updated_at: null,
  reading_time: 3,
  tags: [{ id: tag, name: tag, slug: tag, visibility: 'public' }],
  authors: [],
})

const data: BlockData = {
  mode: 'visitor',
  postsByTag: {
    'tutorial-post': [post('first-tutorial', 'tutorial-post'), post('second-tutorial', 'tutorial-post')],
  },
  buckets: [
    {
      name: 'Convert',
      api_tools: [
        {
          name: 'PDF to Word',
          slug: 'pdf-to-word',
          header_blurb: 'Word out',
          icon: null,
          pro_tool: false,
          rank: 2,
        },
        {
          name: 'PDF to Markdown',
          slug: 'pdf-to-markdown',
          header_blurb: 'Markdown out',
          icon: null,
          pro_tool: true,
          rank: 1,
        },
      ],
    },
    {
      name: 'Secure',
      api_tools: [
        { name: 'Redact PDF', slug: 'redact-pdf', header_blurb: '', icon: null, pro_tool: true, rank: 1 },
      ],
    },
  ],
}

async function renderEntries(entries: unknown[], blockData = data) {
  const { blocks, problems } = prepareBlocks(entries, { page: 'test', clean: sanitizeBlockHtml })
  await renderWithRouter(
    <div data-testid="block-under-test">
      <BlocksRenderer blocks={blocks} problems={problems} data={blockData} />
    </div>,
  )
  return { blocks, problems }
}

describe('block registry', () => {
  it('has fixtures, and a rejected broken fixture, for every registered block', () => {
    for (const definition of blockDefinitions) {
      const entry = allFixtures[definition.uid]
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

describe('blocks', () => {
  it('renders the hero with its calls to action', async () => {
    await renderEntries([heroFixtures.home])
    expect(screen.getByRole('heading', { level: 1, name: 'The PDF API built for developers' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toBe('/apilab/')
  })

  it('renders each bucket as an anchor with its tools by rank and Pro badges', async () => {
    await renderEntries([toolGridFixtures.all])
    const convert = document.getElementById('Convert')
    expect(convert).not.toBeNull()
    const links = within(convert ?? document.body)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links).toEqual(['/apitools/#Convert', '/apitools/pdf-to-markdown/', '/apitools/pdf-to-word/'])
    expect(within(convert ?? document.body).getByText('Pro')).toBeTruthy()
  })

  it('switches the pricing table between monthly and annual prices', async () => {
    await renderEntries([pricingTableFixtures.plans])
    expect(screen.getByRole('heading', { name: 'Premium Monthly' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Starter' })).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Annual'))
    expect(screen.getByRole('heading', { name: 'Premium Annual' })).toBeTruthy()
    expect(screen.getByText('$8.33')).toBeTruthy()
    expect(screen.getByText('$9.99').tagName).toBe('S')
    expect(screen.getByText('Pro Tools Access Available')).toBeTruthy()
  })

  it('computes card titles and prices per SPEC', () => {
    const [, premium] = pricingTableFixtures.plans.cards
    expect(cardTitle('Starter', 'Annual')).toBe('Starter')
    expect(cardTitle('Pro', 'Annual')).toBe('Pro Annual')
    if (!premium) throw new Error('fixture lost its Premium card')
    expect(cardPrice({ ...premium, id: 2 }, 'Annual')).toEqual({ price: 8.33, original: 9.99 })
    expect(cardPrice({ ...premium, id: 2 }, 'Monthly')).toEqual({ price: 9.99, original: null })
  })

  it('lists learning posts for its tag and says so when there are none', async () => {
    await renderEntries([learningListFixtures.tutorials, learningListFixtures.solutions])
    expect(screen.getByRole('link', { name: 'Post first-tutorial' }).getAttribute('href')).toBe(
      '/learning/tutorials/first-tutorial/',
    )
    expect(screen.getByText('No posts to show yet. Please check back soon.')).toBeTruthy()
  })

  it('opens sign-up from the call to action', async () => {
    await renderEntries([signupCtaFixtures.default])
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy()
  })

  it('sanitises CMS markup before it reaches the page', async () => {
    const { blocks } = await renderEntries([richTextFixtures.hostile])
    const html = JSON.stringify(blocks)
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:/i)
    expect(screen.getByText('Safe text')).toBeTruthy()
  })
})

describe('presentational blocks', () => {
  it('renders every fixture of every block', async () => {
    const entries = Object.values(allFixtures).flatMap((entry) => Object.values(entry.fixtures))
    const { blocks, problems } = await renderEntries(entries)
    expect(problems).toEqual([])
    expect(blocks).toHaveLength(entries.length)
    expect(screen.getByRole('heading', { name: 'Why developers choose pdfRest' })).toBeTruthy()
    expect(screen.getByText('99.9%')).toBeTruthy()
    expect(screen.getByText('Dana Whitfield')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Cloud API/ }).getAttribute('href')).toBe('/products/cloud-api/')
    expect(screen.getByRole('img', { name: 'Northwind Legal' }).getAttribute('width')).toBe('120')
    expect(screen.getByTitle('pdfRest in two minutes').tagName).toBe('IFRAME')
    expect(screen.getByRole('link', { name: 'Intro video' }).getAttribute('href')).toBe(
      'https://videos.example.com/intro.mp4',
    )
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

  it('shows code per language in tabs', async () => {
    await renderEntries([codeSampleFixtures.compress])
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Python' }))
    expect(screen.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('button', { name: 'Copy the Python sample' })).toBeTruthy()
  })

  it('embeds video only from allow-listed players over https', () => {
    expect(embeddableVideo('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1')
    expect(embeddableVideo('http://player.vimeo.com/video/1')).toBeUndefined()
    expect(embeddableVideo('https://evil.example/embed')).toBeUndefined()
    expect(embeddableVideo('javascript:alert(1)')).toBeUndefined()
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

  it('shows editors a placeholder naming the problem', async () => {
    await renderEntries([brokenHero], { ...emptyBlockData, mode: 'editor' })
    expect(screen.getByRole('note').textContent).toContain('blocks.hero')
  })
})
