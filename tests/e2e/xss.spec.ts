import type { APIRequestContext, Page } from '@playwright/test'
import { blockCatalogue } from '#blocks/block-catalogue.gen.ts'
import { CANARY_HOST, hostileUrls, xssPayloads } from '../security/xss-corpus.ts'
import { expect, gotoHydrated, test } from './fixtures.ts'

const textKeys = new Set([
  'heading',
  'subheading',
  'intro',
  'title',
  'description',
  'body',
  'caption',
  'quote',
  'author',
  'role',
  'label',
  'value',
  'code',
  'detail',
  'question',
  'answer',
  'button_label',
  'alternativeText',
])
const corpus = xssPayloads.join('\n')
let counter = 0
const nextPayload = () => xssPayloads[counter++ % xssPayloads.length] ?? ''
const nextUrl = () => hostileUrls[counter++ % hostileUrls.length] ?? ''

/** Every text field keeps its words and gains a payload; every link target becomes hostile. */
function poison(value: unknown, parent: Record<string, unknown> = {}, key = ''): unknown {
  if (typeof value === 'string') {
    if (key === 'video_url' || (key === 'url' && !('width' in parent))) return nextUrl()
    return textKeys.has(key) ? `${value} ${nextPayload()}` : value
  }
  if (Array.isArray(value)) return value.map((item) => poison(item, parent, key))
  if (value && typeof value === 'object') {
    const record = Object.fromEntries(Object.entries(value))
    return Object.fromEntries(
      Object.entries(record).map(([name, item]) => [name, poison(item, record, name)]),
    )
  }
  return value
}

/** The first words of each catalogue block's heading: proof the poisoned block still rendered. */
const hostileBlocks = Object.values(blockCatalogue).map(({ fixtures }) => poison(Object.values(fixtures)[0]))
const markupBlocks = [
  { __component: 'blocks.rich-text', body: `<p>Rich text corpus</p>${corpus}` },
  {
    __component: 'blocks.faq',
    heading: `FAQ corpus ${nextPayload()}`,
    items: xssPayloads.map((payload, index) => ({
      question: `Question ${index} ${payload}`,
      answer: payload,
    })),
  },
  {
    __component: 'blocks.pricing-table',
    heading: 'Pricing corpus',
    cards: [
      {
        plan: 'Pro',
        price_data: {
          price_per_month_annual: 1,
          cycle_text: nextPayload(),
          billing_cycle_text_monthly: nextPayload(),
        },
        features: xssPayloads.map((detail, index) => ({
          id: index + 1,
          detail: `Feature ${index} ${detail}`,
        })),
      },
    ],
  },
  {
    __component: 'blocks.media',
    kind: 'video',
    video_url: 'javascript:window.__xss=201',
    title: `Video ${nextPayload()}`,
    caption: nextPayload(),
  },
]

async function publish(request: APIRequestContext, change: object) {
  const response = await request.post('/api/mocks/content/', { data: change })
  expect(response.status(), await response.text()).toBe(201)
}

/** Everything a payload could do if it ran: a flag, a dialog, a request to the canary host. */
async function watch(page: Page) {
  const dialogs: string[] = []
  const canary: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  page.on('request', (request) => {
    if (request.url().includes(CANARY_HOST)) canary.push(request.url())
  })
  return async () => {
    // Give onload, ontoggle, autofocus and animation handlers their moment: the load event has fired,
    // every finite animation has ended and two frames have been drawn since (toggle and focus events
    // are queued as tasks before the next frame).
    await page.waitForLoadState('load')
    await page.evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    })
    const audit = await page.evaluate(() => {
      const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? ''
      const safe = /^(https?:|mailto:|tel:|\/|#|\?)/i
      return {
        flag: Reflect.get(window, '__xss'),
        scriptsWithoutNonce: [...document.scripts]
          .filter((script) => script.nonce !== nonce)
          .map((s) => s.outerHTML),
        handlers: [...document.querySelectorAll('main *, header *, footer *')].flatMap((element) =>
          [...element.attributes]
            .filter((a) => a.name.startsWith('on'))
            .map((a) => `${element.tagName} ${a.name}`),
        ),
        unsafeLinks: [...document.querySelectorAll('[href], [src], [action], [formaction], [data]')].flatMap(
          (element) =>
            ['href', 'src', 'action', 'formaction', 'data']
              .map((name) => element.getAttribute(name))
              .filter((value): value is string => value !== null && !safe.test(value.trim())),
        ),
        frames: [...document.querySelectorAll('iframe, object, embed, [srcdoc]')].map(
          (element) => element.outerHTML,
        ),
      }
    })
    expect(audit).toEqual({
      flag: undefined,
      scriptsWithoutNonce: [],
      handlers: [],
      unsafeLinks: [],
      frames: [],
    })
    expect(dialogs).toEqual([])
    expect(canary).toEqual([])
  }
}

test.describe('XSS corpus through every place content is rendered', () => {
  test.beforeEach(async ({ request }) => {
    await publish(request, {
      service: 'strapi',
      collection: 'pages',
      slug: 'home',
      fields: { blocks: [...markupBlocks, ...hostileBlocks] },
    })
  })

  test('CMS blocks on a page: rich text, FAQ, pricing features, media and every catalogue block', async ({
    page,
  }) => {
    const check = await watch(page)
    await gotoHydrated(page, '/')
    await expect(page.getByText('Rich text corpus')).toBeVisible()
    // The pricing corpus's card: payloads poisoning the catalogue blocks may show the same link too.
    const corpusCard = page.getByRole('article').filter({ has: page.getByText(/^Feature 0 /) })
    await expect(corpusCard.getByText('link 8', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Question 29 /)).toBeVisible()
    await expect(page.getByText(/^Feature 0 /)).toBeAttached()
    await expect(page.getByText(/^Video /)).toBeVisible()
    for (const block of Object.values(blockCatalogue)) {
      const fixture = Object.values(block.fixtures)[0]
      const heading = fixture && typeof fixture === 'object' ? Reflect.get(fixture, 'heading') : undefined
      if (typeof heading === 'string') await expect(page.getByText(heading).first()).toBeAttached()
    }
    await check()
  })

  test('a product page, a legal page and a tool page', async ({ page, request }) => {
    await publish(request, {
      service: 'strapi',
      collection: 'products',
      slug: 'cloud-api',
      fields: { blocks: markupBlocks },
    })
    await publish(request, {
      service: 'strapi',
      collection: 'legal-pages',
      slug: 'privacypolicy',
      fields: { title: `Privacy ${nextPayload()}`, body: `<p>Legal corpus</p>${corpus}` },
    })
    await publish(request, {
      service: 'strapi',
      collection: 'api-tools',
      slug: 'pdf-redaction',
      fields: { name: `PDF Redaction ${nextPayload()}`, header_blurb: `Blurb ${corpus}` },
    })
    const check = await watch(page)
    await gotoHydrated(page, '/products/cloud-api/')
    await expect(page.getByText('Rich text corpus')).toBeVisible()
    await check()
    await gotoHydrated(page, '/privacypolicy/')
    await expect(page.getByText('Legal corpus')).toBeVisible()
    await check()
    await gotoHydrated(page, '/apitools/pdf-redaction/')
    await expect(page.getByText(/^Blurb /)).toBeVisible()
    await check()
    await gotoHydrated(page, '/apitools/')
    await check()
  })

  test('blog posts: body, title and excerpt, on the post, the lists and the hub', async ({
    page,
    request,
  }) => {
    const slug = 'redacting-pii-from-insurance-claims'
    await publish(request, {
      service: 'ghost',
      post: {
        slug,
        title: `Hostile post ${nextPayload()}`,
        custom_excerpt: `Hostile excerpt ${nextPayload()}`,
        // Newest first, so it leads the lists.
        published_at: new Date().toISOString(),
        html: `<p>Post corpus</p>${corpus}<pre><code class="language-html">${corpus}</code></pre>`,
      },
    })
    await publish(request, {
      service: 'ghost',
      post: { slug: 'redaction-hub', html: `<p>Hub corpus</p>${corpus}` },
    })
    const check = await watch(page)
    await gotoHydrated(page, `/learning/solutions/${slug}/`)
    await expect(page.getByText('Post corpus')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hostile post')
    await check()
    await gotoHydrated(page, '/learning/solutions/')
    await expect(page.getByText(/^Hostile excerpt /)).toBeVisible()
    await check()
    await gotoHydrated(page, '/learning/redaction/')
    await expect(page.getByText('Hub corpus')).toBeVisible()
    await check()
    await gotoHydrated(page, '/learning/')
    await check()
  })
})
