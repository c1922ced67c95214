import { expect, expectAccessible, test } from './fixtures.ts'

const uuid = '4c2a7e9b-3d1f-4b8a-9e6c-5f0d2b7a1c3e'

test('a writer previews a Ghost draft on the site after giving the preview secret, which no address carries', async ({
  page,
  request,
}) => {
  const saved = await request.post('/api/mocks/content/', {
    data: {
      service: 'ghost',
      post: {
        id: 'draft-preview-e2e',
        uuid,
        title: 'Split PDFs by Bookmark with Python',
        slug: 'split-pdfs-by-bookmark-with-python',
        html: '<p>Work in progress.</p>',
        status: 'draft',
        tags: [{ id: 't-tutorial', name: 'Tutorial', slug: 'tutorial-post' }],
      },
    },
  })
  expect(saved.status()).toBe(201)

  // Where Ghost's Preview lands: without the preview cookie, the page asks for the secret.
  const locked = await page.goto(`/learning/preview/${uuid}/?member_status=free`)
  expect(locked?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Preview a draft' })).toBeVisible()
  await expect(page.getByText('Work in progress.')).toHaveCount(0)
  await expectAccessible(page)

  // A wrong secret: the page again, saying so; the secret is posted, never put in an address.
  await page.getByLabel('Preview secret').fill('not-the-secret')
  await page.getByRole('button', { name: 'Show the draft' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'That preview secret is not right. Check it and enter it again.',
  )
  await expect(page).toHaveURL(new RegExp(`/learning/preview/${uuid}/\\?preview=refused$`))
  await expect(page.getByLabel('Preview secret')).toBeFocused()

  await page.getByLabel('Preview secret').fill('dev-preview-secret')
  await page.getByRole('button', { name: 'Show the draft' }).click()
  await expect(page).toHaveURL(new RegExp(`/learning/preview/${uuid}/$`))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Split PDFs by Bookmark with Python' }),
  ).toBeVisible()
  await expect(page.getByText('Work in progress.')).toBeVisible()
  await expect(page.getByRole('note')).toContainText(
    'Draft, as saved in Ghost. Once published it will be at /learning/tutorials/split-pdfs-by-bookmark-with-python/.',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // The address to send another editor is the site's, without the secret.
  const link = `${new URL(page.url()).origin}/learning/preview/${uuid}/`
  await expect(page.getByLabel('Preview link for other editors')).toHaveValue(link)
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link)
  await expectAccessible(page)

  // Still a draft: the public page does not exist.
  const published = await page.request.get('/learning/tutorials/split-pdfs-by-bookmark-with-python/')
  expect(published.status()).toBe(404)
})
