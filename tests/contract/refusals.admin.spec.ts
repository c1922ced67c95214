import { type Page, expect, test } from '@playwright/test'
import { z } from 'zod'
import { admin, adminApi, cms } from './strapi-admin.ts'

/**
 * What the editors' checks refuse at save, and how: in plain words naming the field and the target,
 * in the shape of Strapi's own validation errors (each problem with its field's path), so the admin
 * keeps what the editor typed and marks the field.
 */
const pages = 'api::page.page'
const redirects = 'api::redirect.redirect'
const collection = (uid: string) => `${cms}/content-manager/collection-types/${uid}`

const refusalSchema = z.object({
  error: z.object({
    name: z.literal('ValidationError'),
    message: z.string(),
    details: z.object({ errors: z.array(z.object({ path: z.array(z.string()), message: z.string() })) }),
  }),
})

/** Saves through the admin's own Content Manager API and returns the refusal it answers. */
async function refusedSave(uid: string, data: Record<string, unknown>, documentId?: string) {
  const { context, headers } = await adminApi()
  const response = documentId
    ? await context.put(`${collection(uid)}/${documentId}`, { headers, data })
    : await context.post(collection(uid), { headers, data })
  expect(response.status(), await response.text()).toBe(400)
  const { error } = refusalSchema.parse(await response.json())
  return error.details.errors.map((problem) => ({ path: problem.path.join('.'), message: problem.message }))
}

async function saved(uid: string, data: Record<string, unknown>) {
  const { context, headers } = await adminApi()
  const response = await context.post(collection(uid), { headers, data })
  expect(response.ok(), await response.text()).toBe(true)
  return z.object({ data: z.object({ documentId: z.string() }) }).parse(await response.json()).data.documentId
}

const hero = (url: string) => ({
  __component: 'blocks.hero',
  heading: 'Spring offer',
  primary_cta: { label: 'See the plans', url },
})

test('a link to no page, a taken slug and broken redirects are refused at save in plain words', async () => {
  const stamp = Date.now()
  expect(await refusedSave(pages, { title: `Typo ${stamp}`, blocks: [hero('/pricng/')] })).toEqual([
    {
      path: 'blocks.0.primary_cta.url',
      message: expect.stringMatching(
        /^Section 1 \(Hero\), main button: the link “\/pricng\/” leads to no page/,
      ),
    },
  ])
  // A link to a page, a tool, a product, a built-in redirect or a site route is kept.
  for (const url of [
    '/pricing/',
    '/apitools/compress-pdf/',
    '/products/cloud-api/',
    '/getstarted/',
    '/apilab/?n=s',
  ]) {
    await saved(pages, { title: `Good link ${stamp} ${url}`, blocks: [hero(url)] })
  }

  expect(
    await refusedSave(pages, { title: `Another pricing ${stamp}`, slug: 'pricing', blocks: [] }),
  ).toEqual([
    {
      path: 'slug',
      // The suggestion is free, and the one the URL slug field itself offers (pricing-1).
      message: expect.stringMatching(
        /^The URL slug “pricing” is already used by the page “Pricing” \(\/pricing\/\)\. Choose another, such as pricing-1\.$/,
      ),
    },
  ])

  const [shadow] = await refusedSave(redirects, { from: '/pricing/', to: '/apilab/' })
  expect(shadow).toEqual({
    path: 'from',
    message: expect.stringMatching(/“\/pricing\/” is the page “Pricing”/),
  })
  const [loop] = await refusedSave(redirects, { from: `/loop-${stamp}/`, to: `/loop-${stamp}/` })
  expect(loop).toEqual({ path: 'to', message: expect.stringMatching(/visitors would go round in a loop/) })
  const [script] = await refusedSave(redirects, { from: `/evil-${stamp}/`, to: 'javascript:alert(1)' })
  expect(script).toEqual({
    path: 'to',
    message: expect.stringMatching(/is not a page of this site or a web address/),
  })
  const [nowhere] = await refusedSave(redirects, { from: `/old-${stamp}/`, to: '/pricng/' })
  expect(nowhere).toEqual({
    path: 'to',
    message: expect.stringMatching(/“\/pricng\/” leads to no page of this site/),
  })
  await saved(redirects, { from: `/first-${stamp}/`, to: '/pricing/' })
  const [chain] = await refusedSave(redirects, { from: `/second-${stamp}/`, to: `/first-${stamp}/` })
  expect(chain).toEqual({
    path: 'to',
    message: expect.stringMatching(
      /is itself redirected to “\/pricing\/”. Send visitors straight to “\/pricing\/”/,
    ),
  })
})

test('text over its limit is refused naming the section, the field and the limit', async () => {
  const stamp = Date.now()
  const heading = `${'Every PDF workflow, one REST API. '.repeat(3)}${stamp}`
  expect(
    await refusedSave(pages, {
      title: `Long headline ${stamp}`,
      blocks: [{ __component: 'blocks.hero', heading }],
      seo: { metaTitle: 'T'.repeat(71), metaDescription: 'A page.' },
    }),
  ).toEqual([
    {
      path: 'seo.metaTitle',
      message:
        'Search and sharing: the title in search results is 71 characters long; at most 70 fit. Shorten it by 1 character.',
    },
    {
      path: 'blocks.0.heading',
      message: `Section 1 (Hero): the headline is ${heading.length} characters long; at most 90 fit. Shorten it by ${heading.length - 90} characters.`,
    },
  ])
})

test('a plan card sells a plan of the catalogue at its price: one without a plan, a plan twice, or a price billing does not charge is refused', async () => {
  // The card holds no monthly price: the site reads the plan's name and price from the plan catalogue.
  const card = (plan?: string) => ({
    ...(plan === undefined ? {} : { plan }),
    price_data: { price_per_month_annual: plan === 'Starter' ? 0 : 8.33 },
    features: [],
  })
  const table = (cards: unknown[]) => ({ __component: 'blocks.pricing-table', heading: 'Plans', cards })
  const problems = await refusedSave(pages, {
    title: `No plan ${Date.now()}`,
    blocks: [table([card('Starter'), card(), card('Starter')])],
  })
  expect(problems).toEqual([
    {
      path: 'blocks.0.cards.1.plan',
      message: expect.stringMatching(
        /^Section 1 \(Pricing table\), plan card 2: choose the plan this card sells \(Starter, Premium, Pro, Enterprise\)/,
      ),
    },
    {
      path: 'blocks.0.cards.2.plan',
      message: expect.stringMatching(/plan card 3: the Starter plan already has a card in this table/),
    },
  ])
  // Strapi's enumeration itself refuses a plan the catalogue doesn't sell.
  const { context, headers } = await adminApi()
  const typed = await context.post(collection(pages), {
    headers,
    data: { title: `Typed plan ${Date.now()}`, blocks: [table([card('Legal Pro')])] },
  })
  expect(typed.status()).toBe(400)
  expect(await typed.text()).toContain('Legal Pro')
  await saved(pages, { title: `Right plans ${Date.now()}`, blocks: [table([card('Premium'), card('Pro')])] })
  // An annual price the billing plans don't allow: above the monthly price, or a struck-through price
  // that isn't the plan's monthly price.
  const priced = await refusedSave(pages, {
    title: `Wrong prices ${Date.now()}`,
    blocks: [
      table([
        { plan: 'Pro', price_data: { price_per_month_annual: 120 }, features: [] },
        {
          plan: 'Premium',
          price_data: { price_per_month_annual: 12, discounted_price_per_month_annual: 8.33 },
          features: [],
        },
      ]),
    ],
  })
  expect(priced).toEqual([
    {
      path: 'blocks.0.cards.0.price_data.price_per_month_annual',
      message: expect.stringMatching(
        /plan card 1: the Pro plan's annual price must be above \$0 and at most its monthly price, \$99\.99/,
      ),
    },
    {
      path: 'blocks.0.cards.1.price_data.price_per_month_annual',
      message: expect.stringMatching(
        /plan card 2: with a discounted price, the price shown struck through must be the Premium plan's monthly price, \$9\.99/,
      ),
    },
  ])
})

test('Site settings refuse a javascript: link where it was typed', async () => {
  const { context, headers } = await adminApi()
  const url = `${cms}/content-manager/single-types/api::pdfrest-global.pdfrest-global`
  const current = z
    .object({ data: z.looseObject({ footer_products: z.array(z.looseObject({ url: z.string() })) }) })
    .parse(await (await context.get(url, { headers })).json()).data
  const footer = current.footer_products.map((link, index) =>
    index === 1 ? { ...link, url: 'javascript:alert(1)' } : link,
  )
  const response = await context.put(url, { headers, data: { ...current, footer_products: footer } })
  expect(response.status()).toBe(400)
  const { error } = refusalSchema.parse(await response.json())
  expect(error.details.errors).toEqual([
    {
      path: ['footer_products', '1', 'url'],
      message: expect.stringMatching(
        /^Footer: Products column 2: the link “javascript:alert\(1\)” is not a page/,
      ),
    },
  ])
})

test('the URL slug field says a reserved address is unavailable, as the save does', async () => {
  const { context, headers } = await adminApi()
  const check = async (value: string) => {
    const response = await context.post(`${cms}/content-manager/uid/check-availability`, {
      headers,
      data: { contentTypeUID: pages, field: 'slug', value },
    })
    return z
      .object({ isAvailable: z.boolean(), suggestion: z.string().nullable() })
      .parse(await response.json())
  }
  expect(await check('account')).toEqual({ isAvailable: false, suggestion: 'account-page' })
  expect(await check('pricing')).toMatchObject({ isAvailable: false })
  expect(await check(`spring-${Date.now()}`)).toEqual({ isAvailable: true, suggestion: null })
})

async function signIn(page: Page) {
  await page.goto(`${cms}/admin/auth/login`)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible()
}

test('a refused save keeps what the editor typed and marks the field', async ({ page }) => {
  const title = `Keep my work ${Date.now()}`
  await signIn(page)
  await page.goto(`${cms}/admin/content-manager/collection-types/${pages}/create`)
  await page.getByLabel('Page name').fill(title)
  await page.getByRole('button', { name: 'Add a section' }).click()
  await page.getByRole('button', { name: 'Hero', exact: true }).click()
  await page.getByLabel('Headline').fill('Summer offer: 30% off')
  // The empty components in order: Search and sharing, then the hero's main button.
  await page
    .getByRole('button', { name: /No entry yet/ })
    .nth(1)
    .click()
  await page.getByLabel('Button text').fill('See the plans')
  const link = page.getByRole('textbox', { name: 'Link', exact: true })
  await link.fill('/pricng/')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /“\/pricng\/” leads to no page/ })).toBeVisible()
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Page name')).toHaveValue(title)
  await expect(page.getByLabel('Headline')).toHaveValue('Summer offer: 30% off')
  await expect(page.getByLabel('Button text')).toHaveValue('See the plans')
  await expect(link).toHaveValue('/pricng/')
  // A refusal stays until the editor closes it (Strapi's own toast left after about 4.6 s): this
  // waits past that on purpose, since what is checked is that nothing happens.
  const refusal = page.getByRole('alert').filter({ hasText: /“\/pricng\/” leads to no page/ })
  const shownUntil = Date.now() + 7_000
  await expect.poll(() => Date.now() >= shownUntil, { timeout: 15_000, intervals: [1_000] }).toBe(true)
  await expect(refusal).toBeVisible()
})

test('a refused save of a saved page keeps the typed values', async ({ page }) => {
  const stamp = Date.now()
  const documentId = await saved(pages, { title: `Saved before ${stamp}`, blocks: [hero('/pricing/')] })
  await signIn(page)
  await page.goto(`${cms}/admin/content-manager/collection-types/${pages}/${documentId}`)
  await expect(page.getByLabel('Page name')).toHaveValue(`Saved before ${stamp}`)
  const title = `Changed my mind ${stamp}`
  await page.getByLabel('Page name').fill(title)
  await page.getByRole('button', { name: /Hero/ }).first().click()
  await page.getByLabel('Headline').fill('Autumn offer: 25% off')
  const link = page.getByRole('textbox', { name: 'Link', exact: true }).first()
  await expect(link).toHaveValue('/pricing/')
  await link.fill('/pricng/')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('alert').filter({ hasText: /“\/pricng\/” leads to no page/ })).toBeVisible()
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Page name')).toHaveValue(title)
  await expect(page.getByLabel('Headline')).toHaveValue('Autumn offer: 25% off')
  await expect(link).toHaveValue('/pricng/')
  // Nothing was stored, and the form still has changes to save once the link is fixed.
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled()
  await link.fill('/pricing/')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled()
  await page.reload()
  await expect(page.getByLabel('Page name')).toHaveValue(title)
  await page.getByRole('button', { name: /Hero/ }).first().click()
  await expect(page.getByLabel('Headline')).toHaveValue('Autumn offer: 25% off')
})
