import { z } from 'zod'
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts'

test('the header Docs link opens the reference; the sidebar reaches an endpoint and its sections', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await page.getByRole('banner').getByRole('link', { name: 'Docs', exact: true }).click()
  await expect(page).toHaveURL(/\/documentation\/$/)
  await expect(page.getByRole('heading', { name: 'pdfRest API reference', level: 1 })).toBeVisible()
  for (const section of [
    'Get an API key',
    'Your first call',
    'Authentication',
    'Errors',
    'Limits by plan',
    'EU endpoint',
  ])
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible()
  await expectAccessible(page)
  const sidebar = page.getByRole('navigation', { name: 'API reference' })
  await expect(sidebar.getByRole('heading', { name: 'Optimize' })).toBeVisible()
  await sidebar.getByRole('link', { name: 'Compress PDF' }).click()
  await expect(page).toHaveURL(/\/documentation\/compressed-pdf\/$/)
  await expect(page.getByRole('heading', { name: 'Compress PDF', level: 1 })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Compress PDF' })).toHaveAttribute('aria-current', 'page')
  const row = page.getByRole('row', { name: /compression_level/ })
  await expect(row).toContainText('One of low, medium, high, custom')
  await expect(row).toContainText('medium')
  await expect(page.getByRole('row', { name: /413 Payload Too Large/ })).toBeVisible()
  await sidebar.getByRole('link', { name: 'Code samples' }).click()
  await expect(page).toHaveURL(/#code-samples$/)
  await page.getByRole('tab', { name: 'Python' }).click()
  await expect(page.getByRole('tabpanel')).toContainText("'compression_level', 'medium'")
  await expectAccessible(page)
})

test('Try it in the API lab opens the lab with the tool chosen', async ({ page }) => {
  await gotoHydrated(page, '/documentation/pdf-info/')
  await page.getByRole('link', { name: 'Try it in the API lab' }).click()
  await expect(page).toHaveURL(/\/apilab\/\?tool=pdf-info$/)
  await expect(page.getByRole('form', { name: 'PDF Info request' })).toBeVisible()
})

test('a reference page for an endpoint with extra input files and a JSON parameter reads, samples and passes axe', async ({
  page,
}) => {
  await gotoHydrated(page, '/documentation/signed-pdf/')
  await expect(page.getByRole('heading', { name: 'Sign PDF', level: 1 })).toBeVisible()
  await expect(page.getByRole('row', { name: /pfx_credential_file/ })).toContainText('A .pfx or .p12 file')
  await expect(page.getByRole('row', { name: /pfx_credential_file/ })).toContainText('pfx_credential_id')
  await expect(
    page.getByRole('row', { name: /logo_file/ }).getByRole('cell', { name: 'No', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('row', { name: /signature_configuration/ })).toContainText('string (JSON)')
  await expect(page.getByRole('row', { name: /403 Forbidden/ })).toBeVisible()
  await expect(page.getByRole('tabpanel')).toContainText('pfx_credential_file=@credentials.pfx')
  await expect(page.getByRole('link', { name: 'Try it in the API lab' })).toHaveAttribute(
    'href',
    '/apilab/?tool=signed-pdf',
  )
  await expectAccessible(page)
  const sidebar = page.getByRole('navigation', { name: 'API reference' })
  // Pro tools carry their badge in the link's name ("Translate PDFPro").
  for (const name of [/^PDF to PowerPoint$/, /^Translate PDF(Pro)?$/, /^Flatten Layers$/, /^Unzip File$/])
    await expect(sidebar.getByRole('link', { name })).toBeVisible()
})

test('site search finds endpoints and parameters', async ({ page }) => {
  await gotoHydrated(page, '/')
  await page.keyboard.press('Control+k')
  const input = page.getByRole('combobox', { name: 'Search' })
  await input.fill('compression_level')
  await expect(page.getByRole('option').first()).toContainText('compression_level')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/documentation\/compressed-pdf\/#param-compression_level$/)
  await expect(page.getByRole('row', { name: /compression_level/ })).toBeVisible()
})

test('legacy documentation paths land on the matching page or the overview; the OpenAPI document is served', async ({
  page,
  request,
}) => {
  await page.goto('/documentation/api-reference/compress/')
  await expect(page).toHaveURL(/\/documentation\/compressed-pdf\/$/)
  await page.goto('/documentation/fontlist/')
  await expect(page).toHaveURL(/\/documentation\/$/)
  const unknown = await request.get('/documentation/no-such-endpoint/x/', { maxRedirects: 0 })
  expect(unknown.status()).toBe(308)
  expect(unknown.headers().location).toBe('/documentation/')
  const json = await request.get('/openapi.json')
  expect(json.headers()['content-type']).toContain('application/json')
  const document: unknown = await json.json()
  expect(document).toMatchObject({
    openapi: '3.1.0',
    paths: { '/compressed-pdf': { post: { tags: ['Optimize'] } } },
  })
  const paths = Object.keys(z.object({ paths: z.record(z.string(), z.unknown()) }).parse(document).paths)
  expect(paths).toEqual(
    expect.arrayContaining([
      '/signed-pdf',
      '/powerpoint',
      '/translated-pdf-text',
      '/unzip',
      '/zugferd-pdf',
      '/validated-zugferd',
      '/tdm-reserved-pdf',
      '/pdf-with-page-boxes-set',
      '/pdf-with-added-shapes',
      '/pdf-with-added-tables',
      '/postscript',
    ]),
  )
  // 53 paths of tools and files (/upload, /resource/{id}) plus /blank-pdf, /delete and /up, which
  // pdfRest's Python SDK calls.
  expect(paths).toHaveLength(56)
  const yaml = await request.get('/openapi.yaml')
  expect(await yaml.text()).toContain('openapi: 3.1.0')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('reference tables stack each row, every value on screen under its column name', async ({ page }) => {
    await gotoHydrated(page, '/documentation/compressed-pdf/')
    const allowed = page.getByRole('cell', { name: 'One of low, medium, high, custom' })
    await expect(allowed).toBeVisible()
    const box = await allowed.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
    // Its column's name says what the value is, as the hidden header row did.
    expect(await allowed.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
      '"Allowed values: "',
    )
    const example = page.getByRole('cell', { name: 'Invalid API key.' })
    expect((await example.boundingBox())?.height).toBeLessThan(60)
    await expectAccessible(page)
    await gotoHydrated(page, '/documentation/')
    const retention = page
      .getByRole('row', { name: /^Enterprise/ })
      .getByRole('cell', { name: 'Customizable' })
    const cell = await retention.boundingBox()
    expect((cell?.x ?? 0) + (cell?.width ?? 0)).toBeLessThanOrEqual(390)
    await expectAccessible(page)
  })
})
