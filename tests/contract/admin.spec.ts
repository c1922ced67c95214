import { readFileSync } from 'node:fs'
import { type Page, expect, test } from '@playwright/test'
import { z } from 'zod'
import { admin, adminApi, cms } from './strapi-admin.ts'

/**
 * The real Strapi admin as a marketer uses it, in a real browser: labels instead of field names,
 * a new page's slug from its title, mistakes refused at publish in plain words, and a fresh seed
 * with nothing left in draft. Runs before strapi.spec.ts, which adds drafts of its own.
 */
const pages = 'api::page.page'

async function signIn(page: Page) {
  await page.goto(`${cms}/admin/auth/login`)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible()
}

async function newPage(page: Page, title: string) {
  await page.goto(`${cms}/admin/content-manager/collection-types/${pages}/create`)
  await page.getByLabel('Page name').fill(title)
}

/** The sections in the order the guide's table (cms/README.md) lists them. */
function guideSectionOrder(): string[] {
  const guide = readFileSync('cms/README.md', 'utf8')
  const table = guide.slice(guide.indexOf('| Section |'), guide.indexOf('![The section picker]'))
  return table
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Section') && !line.startsWith('| ---'))
    .flatMap((line) => (line.split('|')[1] ?? '').trim().split(', '))
}

/** Strapi shows a refused save or publish as a notification with the server's message. */
const notice = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text })

test('a fresh seed has nothing modified or in draft', async ({ page }) => {
  const { context, headers } = await adminApi()
  for (const uid of [pages, 'api::product.product', 'api::api-tool.api-tool', 'api::legal-page.legal-page']) {
    const response = await context.get(`${cms}/content-manager/collection-types/${uid}?page=1&pageSize=100`, {
      headers,
    })
    const { results } = z
      .object({ results: z.array(z.object({ status: z.string() })) })
      .parse(await response.json())
    expect(results.length, uid).toBeGreaterThan(0)
    expect(new Set(results.map((result) => result.status)), uid).toEqual(new Set(['published']))
  }
  await signIn(page)
  await page.goto(`${cms}/admin/content-manager/collection-types/${pages}`)
  const rows = page.getByRole('row')
  await expect(rows.filter({ hasText: 'Home' })).toContainText('Published')
  await expect(rows.filter({ hasText: /Modified|Draft/ })).toHaveCount(0)
  await page.goto(`${cms}/admin`)
  await expect(page.getByText('Site settings').first()).toBeVisible()
})

test('fields carry labels, help and examples instead of developer names', async ({ page }) => {
  await signIn(page)
  await page.goto(`${cms}/admin/content-manager/collection-types/${pages}`)
  await page.getByRole('row').filter({ hasText: 'Pricing' }).first().click()
  await expect(page.getByLabel('Page name')).toHaveValue('Pricing')
  await expect(page.getByLabel('URL slug')).toHaveValue('pricing')
  await expect(page.getByText('The page appears at /slug/.', { exact: false })).toBeVisible()
  await expect(page.getByText('title', { exact: true })).toHaveCount(0)
  await page
    .getByRole('button', { name: /Pricing table/ })
    .first()
    .click()
  await page
    .getByRole('button', { name: /Starter|Plan card/ })
    .first()
    .click()
  // The plan is chosen from the catalogue's plans; its monthly price is not typed at all.
  await expect(page.getByRole('combobox', { name: 'Plan' }).first()).toHaveText(/Starter/)
  await expect(page.getByRole('textbox', { name: 'Price per month, billed annually' }).first()).toBeVisible()
  await expect(page.getByText('Price per month, billed monthly')).toHaveCount(0)
  await expect(page.getByText('price_per_month_annual')).toHaveCount(0)
  await expect(page.getByText('discounted_price_per_month_annual')).toHaveCount(0)
  // The plan list shows what each plan charges a month.
  await page.getByRole('combobox', { name: 'Plan' }).first().click()
  await expect(page.getByRole('option', { name: 'Pro: $99.99 a month' })).toBeVisible()
  await expect(page.getByRole('option', { name: 'Starter: free' })).toBeVisible()
  await page.keyboard.press('Escape')
  // A typed price is read as a person means it, or refused in words under the field when left.
  const price = page.getByRole('textbox', { name: 'Price per month, billed annually', exact: true }).first()
  const readings: [string, string][] = [
    ['$89', '89'],
    ['89.00', '89'],
    ['79,99', '79.99'],
    ['1,299', '1299'],
  ]
  for (const [typed, read] of readings) {
    // Typed over the selected price, key by key, as a marketer does ("$" was swallowed).
    await price.selectText()
    await price.pressSequentially(typed)
    await price.blur()
    await expect(price).toHaveValue(read)
  }
  await price.selectText()
  await price.pressSequentially('seventy')
  await price.blur()
  await expect(price).toHaveValue('seventy')
  await expect(page.getByText(/^“seventy” is not a price: write it in US dollars/)).toBeVisible()
})

test('a new page gets its URL slug from its title', async ({ page }) => {
  await signIn(page)
  const title = `Spring offer ${Date.now()}`
  const slug = title.toLowerCase().replaceAll(' ', '-')
  await page.goto(`${cms}/admin/content-manager/collection-types/${pages}/create`)
  // Before a name is typed the slug is empty, not Strapi's placeholder "page".
  await expect(page.getByLabel('Page name')).toBeVisible()
  await expect(page.getByLabel('URL slug')).toHaveValue('')
  await page.getByLabel('Page name').fill(title)
  // The field follows the title as it is typed, before any save, and says whether the save will take it.
  await expect(page.getByLabel('URL slug')).toHaveValue(slug)
  await expect(page.getByText('Available', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByLabel('URL slug')).toHaveValue(slug)
  // A title whose slug the site uses itself gets one the save accepts. Strapi asks for a slug twice
  // (its default, then the one that follows the title): the second answer is held back until the
  // editor has typed their own, which a late suggestion must not overwrite.
  const generated = z.object({ data: z.object({ title: z.string().optional() }) })
  let answered = 0
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let heldArrived = () => {}
  const arrived = new Promise<void>((resolve) => (heldArrived = resolve))
  await page.route('**/content-manager/uid/generate*', async (route) => {
    const body = generated.safeParse(route.request().postDataJSON())
    if (!body.success || body.data.data.title !== 'Account' || answered++ === 0) return route.continue()
    heldArrived()
    await released
    return route.continue()
  })
  await newPage(page, 'Account')
  await arrived
  await expect(page.getByLabel('URL slug')).toHaveValue('account-page')
  // A slug the editor typed is theirs: the title no longer changes it, and the field says whether
  // the save will take it.
  await page.getByLabel('URL slug').fill('account')
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible()
  const late = page.waitForResponse((response) => response.url().includes('/content-manager/uid/generate'))
  release()
  await late
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  await expect(page.getByLabel('URL slug')).toHaveValue('account')
  await page.unroute('**/content-manager/uid/generate*')
  await page.getByLabel('Page name').fill(`Summer sale ${Date.now()}`)
  await expect(page.getByText('Unavailable', { exact: true })).toBeVisible()
  await expect(page.getByLabel('URL slug')).toHaveValue('account')
})

test('a javascript: link, an image without alternative text and an empty page are refused at publish', async ({
  page,
}) => {
  await signIn(page)

  await newPage(page, `Empty page ${Date.now()}`)
  // "Add a section" turns red with the refusal, and back once a section is added.
  const addSection = page.getByText('Add a section', { exact: true })
  const colour = () => addSection.evaluate((element) => getComputedStyle(element).color)
  const calm = await colour()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(notice(page, 'This page has no sections yet')).toBeVisible()
  await expect.poll(colour).not.toBe(calm)
  await page.getByRole('button', { name: 'Add a section' }).click()
  await page.getByRole('button', { name: 'Hero', exact: true }).click()
  await expect(page.getByLabel('Headline')).toBeVisible()
  await expect.poll(colour).toBe(calm)

  await newPage(page, `Bad link ${Date.now()}`)
  await page.getByRole('button', { name: 'Add a section' }).click()
  await page.getByRole('button', { name: 'Hero', exact: true }).click()
  await page.getByLabel('Headline').fill('Spring offer: 20% off annual plans')
  // The empty components in order: Search and sharing, then the hero's main button.
  await page
    .getByRole('button', { name: /No entry yet/ })
    .nth(1)
    .click()
  await page.getByLabel('Button text').fill('Claim the offer')
  await page.getByRole('textbox', { name: 'Link', exact: true }).fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(
    notice(page, /main button: the link “javascript:alert\(1\)” is not a page of this site/),
  ).toBeVisible()

  // An image uploaded without alternative text, placed on a draft page.
  const { context, headers } = await adminApi()
  const pixel = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  )
  const upload = await context.post(`${cms}/upload`, {
    headers,
    multipart: { files: { name: 'team-photo.png', mimeType: 'image/png', buffer: pixel } },
  })
  expect(upload.ok(), await upload.text()).toBe(true)
  const [file] = z.array(z.object({ id: z.number() })).parse(await upload.json())
  const created = await context.post(`${cms}/content-manager/collection-types/${pages}`, {
    headers,
    data: {
      title: `Team photo ${Date.now()}`,
      // Below two other sections, so the refused field starts collapsed and out of sight.
      blocks: [
        { __component: 'blocks.rich-text', body: 'Who we are.' },
        { __component: 'blocks.rich-text', body: 'How we work.' },
        { __component: 'blocks.media', kind: 'image', image: file?.id },
      ],
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { data } = z.object({ data: z.object({ documentId: z.string() }) }).parse(await created.json())
  await page.goto(`${cms}/admin/content-manager/collection-types/${pages}/${data.documentId}`)
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(notice(page, /the image “team-photo.png” has no alternative text/)).toBeVisible()
  // The refusal opens the image's section and brings its field into view, focused.
  const refused = page
    .locator('main [data-strapi-field-error]')
    .filter({ hasText: /^Section 3 \(Image or video\): the image “team-photo.png” has no alternative text/ })
  await expect(refused).toBeInViewport()
  const focusedInField = () =>
    refused.evaluate((message) => {
      const field = message.parentElement
      return document.activeElement !== null && field !== null && field.contains(document.activeElement)
    })
  await expect.poll(focusedInField).toBe(true)
})

test('sections are chosen from described tiles, an icon by its picture and a tool by its name', async ({
  page,
}) => {
  await signIn(page)
  const title = `Pictures and lists ${Date.now()}`
  await newPage(page, title)
  await page.getByRole('button', { name: 'Add a section' }).click()
  // The picker lists the sections in the order of the guide's table.
  const order = guideSectionOrder()
  expect(order).toHaveLength(15)
  const tiles = await Promise.all(
    order.map(async (name) => {
      const tile = page.getByRole('button', { name, exact: true })
      await expect(tile).toBeVisible()
      return tile.elementHandle()
    }),
  )
  const inGuideOrder = await page.evaluate(
    (elements) =>
      elements.every((element, index) => {
        const before = elements[index - 1]
        return (
          !before ||
          !element ||
          (before.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
        )
      }),
    tiles,
  )
  expect(inGuideOrder, order.join(', ')).toBe(true)
  // Each tile names its section in full and says what it is for.
  const hero = page.getByRole('button', { name: 'Hero', exact: true })
  await expect(hero).toHaveAccessibleDescription(/^The opening section of a page/)
  for (const name of ['Call-to-action banner', 'Questions and answers']) {
    const tile = page.getByRole('button', { name, exact: true })
    await expect(tile).toBeVisible()
    const label = tile.getByText(name, { exact: true })
    expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth), name).toBe(true)
  }
  await hero.click()
  // Above the sections, their help is read in full, not cut off after a few words.
  const zoneHelp = page.getByText(/^The page from top to bottom/)
  await expect(zoneHelp).toBeVisible()
  expect(await zoneHelp.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  await page.getByLabel('Headline').fill('Smaller PDFs in one call')
  const tool = page.getByRole('combobox', { name: 'Featured API tool' })
  await tool.click()
  await tool.pressSequentially('Compress')
  await page.getByRole('option', { name: 'Compress PDF', exact: true }).click()
  await expect(tool).toHaveValue('Compress PDF')

  await page.getByRole('button', { name: 'Add a section' }).click()
  await page.getByRole('button', { name: 'Feature grid', exact: true }).click()
  await page.getByRole('textbox', { name: 'Heading', exact: true }).fill('Why teams choose pdfRest')
  await page
    .getByRole('button', { name: /No entry yet/ })
    .last()
    .click()
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Fast by default')
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Most calls finish in two seconds.')
  const icons = page.getByRole('group', { name: 'Icon' })
  await expect(icons.getByRole('radio')).toHaveCount(15)
  await icons.getByRole('radio', { name: 'Lightning' }).check()
  await expect(icons.getByRole('radio', { name: 'Lightning' })).toBeChecked()
  // A section's menu speaks of sections, as the guide does.
  await page.getByRole('listitem').getByRole('button', { name: 'More actions' }).first().click()
  await expect(page.getByRole('menuitem', { name: 'Add a section above' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Add a section below' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled()

  // Stored as the site reads them: the tool's endpoint and the icon's name.
  const { context, headers } = await adminApi()
  const query = `filters[title][$eq]=${encodeURIComponent(title)}&populate[blocks][populate]=*`
  const response = await context.get(`${cms}/content-manager/collection-types/${pages}?${query}`, { headers })
  const list = z
    .object({ results: z.array(z.object({ documentId: z.string() })) })
    .parse(await response.json())
  const documentId = list.results[0]?.documentId ?? ''
  const stored = await context.get(`${cms}/content-manager/collection-types/${pages}/${documentId}`, {
    headers,
  })
  const { data } = z
    .object({ data: z.object({ blocks: z.array(z.looseObject({ __component: z.string() })) }) })
    .parse(await stored.json())
  expect(data.blocks).toEqual([
    expect.objectContaining({ __component: 'blocks.hero', featured_tool: 'compressed-pdf' }),
    expect.objectContaining({
      __component: 'blocks.feature-grid',
      items: [expect.objectContaining({ title: 'Fast by default', icon: 'zap' })],
    }),
  ])
})

test('a limited text counts its characters as it is typed, and over the limit is refused naming the field; choices read as words', async ({
  page,
}) => {
  await signIn(page)
  await newPage(page, `Counted ${Date.now()}`)
  await page.getByRole('button', { name: 'Add a section' }).click()
  await page.getByRole('button', { name: 'Hero', exact: true }).click()
  const headline = page.getByLabel('Headline')
  await headline.fill('Smaller PDFs in one call')
  await expect(page.getByText(/^24 \/ 90 characters/)).toBeVisible()
  await headline.fill('A'.repeat(95))
  await expect(page.getByText(/^95 \/ 90 characters, 5 too many/)).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  const refusal =
    'Section 1 (Hero): the headline is 95 characters long; at most 90 fit. Shorten it by 5 characters.'
  await expect(notice(page, refusal)).toBeVisible()
  await expect(page.getByText('There are validation errors', { exact: false })).toHaveCount(0)
  await expect(page.locator('main [data-strapi-field-error]').filter({ hasText: refusal })).toBeVisible()
  await expect(headline).toHaveValue('A'.repeat(95))

  // A stored choice is offered in words: "Image", not the value "image".
  await page.getByRole('button', { name: 'Add a section' }).click()
  await page.getByRole('button', { name: 'Image or video', exact: true }).click()
  await page.getByRole('combobox', { name: 'Image or video' }).click()
  await expect(page.getByRole('option', { name: 'Image', exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: 'Video', exact: true })).toBeVisible()
  await expect(page.getByRole('option', { name: 'image', exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')
})
