import { readFile } from 'node:fs/promises'
import { makePdf } from '../../mocks/fixtures/tiny-pdf.ts'
import { expect, gotoHydrated, signInToAccount, test } from './fixtures.ts'

const samplePdf = () => ({
  name: 'sample.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(makePdf([['First page'], ['Second page']], 'Sample for the lab')),
})
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** One endpoint of each output kind, and how its file starts. */
const kinds = [
  { endpoint: 'flattened-layers-pdf', file: 'flattened-layers-pdf.pdf', starts: '%PDF-' },
  { endpoint: 'extracted-images', file: 'extracted-images.png', starts: '\x89PNG' },
  { endpoint: 'jpg', file: 'jpg.jpg', starts: '\xff\xd8\xff' },
  { endpoint: 'tif', file: 'tif.tiff', starts: 'II*\x00' },
  { endpoint: 'bmp', file: 'bmp.bmp', starts: 'BM' },
  { endpoint: 'gif', file: 'gif.gif', starts: 'GIF8' },
  { endpoint: 'word', file: 'word.docx', starts: 'PK\x03\x04' },
  { endpoint: 'excel', file: 'excel.xlsx', starts: 'PK\x03\x04' },
  { endpoint: 'powerpoint', file: 'powerpoint.pptx', starts: 'PK\x03\x04' },
  { endpoint: 'markdown', file: 'markdown.md', starts: '# ' },
  { endpoint: 'exported-form-data', file: 'exported-form-data.xml', starts: '<?xml' },
  { endpoint: 'zip', file: 'zip.zip', starts: 'PK\x03\x04' },
]

for (const { endpoint, file, starts } of kinds) {
  test(`the lab runs /${endpoint} and hands back its ${file.split('.').pop()} file`, async ({ page }) => {
    await signInToAccount(page, 'pro@example.com')
    await gotoHydrated(page, `/apilab/?tool=${endpoint}`)
    await page.getByTestId('lab-file-input').setInputFiles(samplePdf())
    await expect(page.locator('[data-part=item-name]')).toHaveText('sample.pdf')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByTestId('lab-status')).toHaveText('200 OK')
    await expect(page.getByTestId('lab-response')).toContainText('"outputId"')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Download ${file}` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(file)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, starts.length).toString('latin1')).toBe(starts)
  })
}

test('the lab answers JSON for a summary', async ({ page }) => {
  await signInToAccount(page, 'pro@example.com')
  await gotoHydrated(page, '/apilab/?tool=summarized-pdf-text')
  await page.getByTestId('lab-file-input').setInputFiles(samplePdf())
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByTestId('lab-status')).toHaveText('200 OK')
  await expect(page.getByTestId('lab-response')).toContainText('"summary": "First page Second page"')
  await expect(page.getByRole('link', { name: /^Download/ })).toHaveCount(0)
})

test('the lab sends an extra input file under its own part: an image placed on a PDF', async ({ page }) => {
  await signInToAccount(page, 'pro@example.com')
  await gotoHydrated(page, '/apilab/?tool=pdf-with-added-image')
  await expect(
    page.getByText('In order: One PDF, then Image (a JPEG, PNG, TIFF or GIF image).'),
  ).toBeVisible()
  await page.getByLabel('X (points)').fill('72')
  await page.getByLabel('Y (points)').fill('72')
  await page.getByLabel('Page', { exact: true }).fill('1')
  await page
    .getByTestId('lab-file-input')
    .setInputFiles([samplePdf(), { name: 'logo.png', mimeType: 'image/png', buffer: PNG }])
  await expect(page.locator('[data-part=item-name]')).toHaveText(['sample.pdf', 'logo.png'])
  await expect(page.getByTestId('code-curl')).toContainText('image_file=@logo.png')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByTestId('lab-status')).toHaveText('200 OK')
  await expect(page.getByRole('link', { name: 'Download pdf-with-added-image.pdf' })).toBeVisible()
})
