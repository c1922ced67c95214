import type { Page } from '@playwright/test'
import { formatBytes } from '../../app/components/apilab/format-bytes.ts'
import { makePdf } from '../../mocks/fixtures/tiny-pdf.ts'
import { expect, expectAccessible, gotoHydrated, signInToAccount, test } from './fixtures.ts'

const samplePdf = () => ({
  name: 'sample.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(makePdf([['First page'], ['Second page']], 'Sample for the lab')),
})

async function openTool(page: Page, tool: string) {
  await gotoHydrated(page, `/apilab/?tool=${tool}`)
}

test('visitors explore tools, forms and code, and are asked to sign up to send', async ({ page }) => {
  await openTool(page, 'compressed-pdf')
  await expect(page.getByRole('heading', { name: 'Compress PDF', level: 2 })).toBeVisible()
  await expect(page.getByText('Sign up or sign in to send requests from the API lab.')).toBeVisible()
  // The lab's own layout: no site footer.
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Send request' })).toHaveCount(0)
  // Signed out, the visitor's plan is unknown: every plan's limit, not the largest one.
  await expect(page.getByTestId('lab-upload-limit')).toHaveText(
    'Up to 100 MB on Starter, 250 MB on Premium, 500 MB on Pro or 1 GB on Enterprise per file.',
  )
  const curl = page.getByTestId('code-curl')
  await expect(curl).toContainText('https://api.pdfrest.com/compressed-pdf')
  await expect(curl).toContainText('YOUR_API_KEY')
  await expect(curl).toContainText('compression_level=medium')
  await page.getByLabel('Compression level').selectOption('high')
  await expect(curl).toContainText('compression_level=high')
  await page.getByText('EU host (GDPR)').click()
  await expect(curl).toContainText('https://eu-api.pdfrest.com/compressed-pdf')
  await page.getByRole('tab', { name: 'Python' }).click()
  await expect(page.getByTestId('code-python')).toContainText("'compression_level', 'high'")
  await page.getByRole('navigation', { name: 'API tools' }).getByLabel('Search tools').fill('redact')
  await expect(page.getByRole('navigation', { name: 'API tools' }).getByRole('link')).toHaveCount(2)
  await expectAccessible(page)
})

test('compress a PDF, see status, timing and JSON, and download the output', async ({ page }) => {
  await signInToAccount(page, 'premium@example.com')
  await openTool(page, 'compressed-pdf')
  await page.getByLabel('Compression level').selectOption('high')
  await page.getByTestId('lab-file-input').setInputFiles(samplePdf())
  await expect(page.locator('[data-part=item-name]')).toHaveText('sample.pdf')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByTestId('lab-status')).toHaveText('200 OK')
  // Green for success, as every HTTP client colours it (it was the brand's red).
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-outcome', 'success')
  await expect(page.getByTestId('lab-status')).toHaveCSS('color', 'rgb(143, 227, 166)')
  await expect(page.getByTestId('lab-timing')).toHaveText(/^\d+ ms$/)
  await expect(page.getByTestId('lab-response')).toContainText('"outputId"')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download compressed-pdf\.pdf/ }).click(),
  ])
  expect(download.suggestedFilename()).toBe('compressed-pdf.pdf')
  const path = await download.path()
  const { readFile } = await import('node:fs/promises')
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-')
  await expectAccessible(page)
  await page.goto('/account/')
  await expect(page.getByTestId('usage-summary')).toHaveText('1,065 of 1,000 calls used')
})

test('pdf-info answers in JSON, and the key is filled into the code until hidden', async ({ page }) => {
  await signInToAccount(page, 'pro@example.com')
  await openTool(page, 'pdf-info')
  await page.getByLabel('page_count').check()
  await page.getByLabel('title').check()
  await page.getByTestId('lab-file-input').setInputFiles(samplePdf())
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByTestId('lab-status')).toHaveText('200 OK')
  await expect(page.getByTestId('lab-response')).toContainText('"page_count": 2')
  await expect(page.getByTestId('lab-response')).toContainText('"title": "Sample for the lab"')
  await expect(page.getByTestId('code-curl')).toContainText('queries=page_count,title')
  await expect(page.getByLabel('Show my API key')).toBeChecked()
  await expect(page.getByTestId('code-curl')).toContainText('demo-pro-0003-key')
  await page.getByLabel('Show my API key').uncheck()
  await expect(page.getByTestId('code-curl')).toContainText('Api-Key: YOUR_API_KEY')
  await page.reload()
  await expect(page.getByLabel('Show my API key')).not.toBeChecked()
  await expect(page.getByTestId('code-curl')).toContainText('Api-Key: YOUR_API_KEY')
})

test('the API refuses bad parameters with a 400 and its reason', async ({ page }) => {
  await signInToAccount(page, 'pro@example.com')
  await openTool(page, 'decrypted-pdf')
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByText('Current open password is required')).toBeVisible()
  await expect(page.getByText('Add a file to send.')).toBeVisible()
  await page.getByLabel('Current open password').fill('not-the-password')
  await page.getByTestId('lab-file-input').setInputFiles(samplePdf())
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByTestId('lab-status')).toHaveText('400 Bad Request')
  await expect(page.getByTestId('lab-response')).toContainText('The input file is not password protected.')
})

test('a Pro tool is marked before the call, and its refusal offers the upgrade that allows it', async ({
  page,
}) => {
  await signInToAccount(page, 'starter@example.com')
  await openTool(page, 'markdown')
  const notice = page.getByRole('note', { name: 'Pro tool' })
  await expect(notice).toHaveText(/^PDF to Markdown is a Pro tool\. It needs Premium or a higher plan/)
  await page.getByTestId('lab-file-input').setInputFiles(samplePdf())
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByTestId('lab-status')).toHaveText('403 Forbidden')
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-outcome', 'refused')
  await expect(page.getByTestId('lab-response')).toContainText(
    'This tool requires a paid plan with Pro tools.',
  )
  await expect(notice).toContainText('Your Starter key was refused: PDF to Markdown is a Pro tool.')
  await expectAccessible(page)
  // One click to the change that allows it, a confirmation, and back on the same tool.
  await notice.getByRole('link', { name: 'Upgrade to Premium' }).click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to change your plan?' })
  await expect(dialog).toContainText(/You are upgrading from Starter( Monthly)? to Premium Monthly\./)
  await dialog.getByRole('button', { name: "I'm sure, change my plan" }).click()
  await expect(page).toHaveURL(/\/apilab\/\?tool=markdown$/)
  await expect(page.getByRole('heading', { name: 'PDF to Markdown', level: 2 })).toBeVisible()
  await expect(page.getByRole('note', { name: 'Pro tool' })).toHaveCount(0)
  await page.getByTestId('lab-file-input').setInputFiles(samplePdf())
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByTestId('lab-status')).toHaveText('200 OK')
})

test('a file larger than the plan allows, and a non-PDF, are refused before sending', async ({ page }) => {
  await signInToAccount(page, 'starter@example.com')
  await openTool(page, 'compressed-pdf')
  const { open } = await import('node:fs/promises')
  const bigPath = test.info().outputPath('big.pdf')
  const handle = await open(bigPath, 'w')
  await handle.write('%PDF-1.7\n')
  await handle.truncate(101 * 1024 * 1024)
  await handle.close()
  await page.getByTestId('lab-file-input').setInputFiles(bigPath)
  await expect(page.getByRole('alert')).toHaveText(
    'big.pdf is larger than the 100 MB your Starter plan allows per file.',
  )
  await page
    .getByTestId('lab-file-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') })
  await expect(page.getByRole('alert')).toHaveText('This tool needs a PDF, and notes.txt is not one.')
})

test('on a phone the tool choice folds away and the page fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openTool(page, 'compressed-pdf')
  const tools = page.getByRole('navigation', { name: 'API tools' })
  const choice = tools.locator('summary')
  await expect(choice).toHaveText(/Compress PDF/)
  await expect(tools.getByRole('link', { name: 'Merge PDFs' })).toBeHidden()
  // The form comes before the list of tools: its first field shows without scrolling.
  await expect(page.getByLabel('Compression level')).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  for (const control of [page.getByText('EU host (GDPR)'), page.getByRole('button', { name: /Copy/ })]) {
    const box = await control.boundingBox()
    expect(box && box.x + box.width).toBeLessThanOrEqual(390)
  }
  await choice.click()
  await tools.getByRole('link', { name: 'Merge PDFs' }).click()
  await expect(page).toHaveURL(/tool=merged-pdf/)
  await expect(choice).toHaveText(/Merge PDFs/)
  await expect(tools.getByRole('link', { name: 'Split PDF' })).toBeHidden()
  await expectAccessible(page)
})

test('on a wide screen the code panel starts with its heading right above the tabs', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await openTool(page, 'compressed-pdf')
  const heading = await page.getByRole('heading', { name: 'Code', level: 2 }).boundingBox()
  const tabs = await page.getByRole('tablist', { name: 'Language' }).boundingBox()
  if (!heading || !tabs) throw new Error('the code panel lost its heading or tabs')
  expect(tabs.y - (heading.y + heading.height)).toBeLessThan(32)
})

test('the chosen file shows its size in words people use', async ({ page }) => {
  await openTool(page, 'compressed-pdf')
  const file = samplePdf()
  await page.getByTestId('lab-file-input').setInputFiles(file)
  await expect(page.locator('[data-part=item-size-text]')).toHaveText(formatBytes(file.buffer.length))
  await expect(page.locator('[data-part=item-size-text]')).not.toHaveText(/\d byte$/)
})

test('lab actions that finish or fail toast at the bottom right', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await signInToAccount(page, 'starter@example.com')
  await openTool(page, 'compressed-pdf')
  const toasts = page.locator('.Toastify__toast-container--bottom-right')
  const inBottomRight = async (text: string | RegExp) => {
    const toast = toasts.getByRole('alert').filter({ hasText: text })
    await expect(toast).toBeVisible()
    const box = await toast.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.x + box.width / 2 > viewport.width / 2).toBe(true)
    expect(box && viewport && box.y + box.height / 2 > viewport.height / 2).toBe(true)
    // The site's fonts, not react-toastify's plain sans-serif.
    await expect(toast).toHaveCSS('font-family', /^ui-sans-serif, system-ui/)
  }
  await page.getByRole('button', { name: 'Copy to clipboard' }).click()
  await inBottomRight('cURL code copied')
  await page.getByTestId('lab-file-input').setInputFiles(samplePdf())
  await page.getByRole('button', { name: 'Send request' }).click()
  await inBottomRight(/^Compress PDF finished: 200 OK in \d+ ms$/)
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Download compressed-pdf\.pdf/ }).click(),
  ])
  await inBottomRight('Downloading compressed-pdf.pdf')
  await openTool(page, 'markdown')
  await page.getByTestId('lab-file-input').setInputFiles(samplePdf())
  await page.getByRole('button', { name: 'Send request' }).click()
  await inBottomRight('PDF to Markdown failed: 403 Forbidden')
  await expect(page.locator('.Toastify__toast-container--bottom-left')).toHaveCount(0)
})
