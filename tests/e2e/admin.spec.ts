import { expect, expectAccessible, gotoHydrated, signInToAccount, test } from './fixtures.ts'

test('the user console is a 404 for visitors and for customers who are not admins', async ({ page }) => {
  for (const path of ['/admin/users/', '/admin/users/0b0d7f0e-1a2b-4c3d-8e4f-000000000003/']) {
    const anonymous = await page.goto(path)
    expect(anonymous?.status()).toBe(404)
  }
  await signInToAccount(page, 'starter@example.com')
  const customer = await page.goto('/admin/users/')
  expect(customer?.status()).toBe(404)
  await expect(
    page.getByText("Whoops! It seems like the page you're looking for doesn't exist."),
  ).toBeVisible()
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
  await expect(page.getByRole('menuitem', { name: 'User administration' })).toHaveCount(0)
})

test('an admin’s odd address is the list or a page not found, never the error page', async ({ page }) => {
  await signInToAccount(page, 'admin@example.com')
  for (const search of ['?page=abc', '?page=0', '?page=1.5', '?page=true']) {
    const response = await page.goto(`/admin/users/${search}`)
    expect(response?.status(), search).toBe(200)
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  }
  for (const id of ['%20', 'x'.repeat(65)]) {
    const response = await page.goto(`/admin/users/${id}/`)
    expect(response?.status(), id).toBe(404)
    await expect(page).toHaveTitle('Page not found | pdfRest')
  }
})

test('an admin lists, searches, creates, updates and deletes a user', async ({ page }) => {
  await signInToAccount(page, 'admin@example.com')
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
  await page.getByRole('menuitem', { name: 'User administration' }).click()
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'starter@example.com' })).toBeVisible()
  await expectAccessible(page)
  await page.getByLabel('Search users by email or name').fill('premium')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('admin-total')).toHaveText('1 user matching “premium”')

  const create = page.getByRole('form', { name: 'Create user' })
  await create.getByLabel('Email').fill('new.person@example.com')
  await create.getByLabel('Password', { exact: true }).fill('weak')
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(create.locator('p', { hasText: 'Must be at least 8 characters' })).toBeVisible()
  await create.getByLabel('Password', { exact: true }).fill('Str0ng!pass')
  await create.getByLabel('Full name').fill('New Person')
  await create.getByLabel('Extra data (JSON object)').fill('{"company": "Contoso"}')
  await create.getByRole('button', { name: 'Create user' }).click()
  await expect(page.getByText('Created new.person@example.com')).toBeVisible()

  await page.getByLabel('Search users by email or name').fill('new.person')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name: 'new.person@example.com' }).click()
  await expect(page.getByRole('heading', { name: 'new.person@example.com', level: 1 })).toBeVisible()
  const edit = page.getByRole('form', { name: 'Save changes' })
  await expect(edit.getByLabel('Extra data (JSON object)')).toHaveValue(/"company": "Contoso"/)
  await edit.getByLabel('Email').fill('renamed.person@example.com')
  await edit.getByLabel('Full name').fill('Renamed Person')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('heading', { name: 'renamed.person@example.com', level: 1 })).toBeVisible()
  await expectAccessible(page)

  const deleteUser = page.getByRole('button', { name: 'Delete user' })
  await deleteUser.click()
  const confirm = page.getByRole('dialog', { name: 'Delete renamed.person@example.com?' })
  await expect(confirm).toContainText('This removes the account of renamed.person@example.com')
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(deleteUser).toBeFocused()
  await deleteUser.click()
  await confirm.getByRole('button', { name: 'Delete renamed.person@example.com' }).click()
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible()
  await page.getByLabel('Search users by email or name').fill('renamed')
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('admin-total')).toHaveText('0 users matching “renamed”')
})

test('sign in with GitHub: the provider round trip ends in the same HttpOnly session, with no token left in the URL', async ({
  page,
}) => {
  await gotoHydrated(page, '/pricing/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click()
  await page
    .getByRole('dialog', { name: 'Welcome back!' })
    .getByRole('link', { name: 'Continue with GitHub' })
    .click()
  await expect(page).toHaveURL(/\/account\/$/)
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible()
  expect(new URL(page.url()).hash).toBe('')
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'pdfrest_session')
  expect(cookie?.httpOnly).toBe(true)
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
  await expect(page.getByRole('menu')).toContainText('github-user@example.com')
  await page.keyboard.press('Escape')
  await page.goBack()
  expect(page.url()).not.toContain('access_token')
})

test('a provider callback this browser did not start is refused', async ({ page }) => {
  await page.goto(
    '/auth/callback/#access_token=forged&refresh_token=forged&expires_in=3600&token_type=bearer',
  )
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in was not started on this site. Please choose your provider again.',
  )
  expect(new URL(page.url()).hash).toBe('')
  expect((await page.context().cookies()).find((entry) => entry.name === 'pdfrest_session')).toBeUndefined()
})

test('login CSRF: tokens and state from an attacker’s own provider round trip do not sign a victim in', async ({
  page,
  request,
  baseURL,
}) => {
  // The victim has started a sign-in of their own, so their browser holds a valid state cookie.
  const started = await page.request.get('/api/auth/provider/?provider=github', { maxRedirects: 0 })
  expect(started.status()).toBe(302)
  // The attacker runs the whole round trip in another browser and keeps the return address.
  const attackerStart = await request.get('/api/auth/provider/?provider=github', { maxRedirects: 0 })
  const attackerReturn = await request.get(attackerStart.headers()['location'] ?? '', { maxRedirects: 0 })
  const callback = new URL(attackerReturn.headers()['location'] ?? '', baseURL)
  expect(callback.pathname).toBe('/auth/callback/')
  expect(callback.searchParams.get('state')).toBeTruthy()
  expect(callback.hash).toContain('access_token=')

  await page.goto(`${callback.pathname}${callback.search}${callback.hash}`)
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in did not come back to the browser that started it, so you were not signed in. Please choose your provider again.',
  )
  expect(new URL(page.url()).search).toBe('')
  expect((await page.context().cookies()).find((entry) => entry.name === 'pdfrest_session')).toBeUndefined()
})
