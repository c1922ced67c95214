import { pricingTableFixtures } from '#blocks/pricing-table/fixtures.ts'
import { expect, gotoHydrated, signInToAccount, test } from './fixtures.ts'

test('the account plan picker starts on the customer’s own cycle, so an upgrade keeps it', async ({
  page,
}) => {
  await signInToAccount(page, 'pro@example.com')
  const plans = page.getByRole('region', { name: 'Change your plan' }).or(page.locator('#plans'))
  await expect(plans.getByRole('radio', { name: 'Annual' })).toBeChecked()
  await expect(plans.getByText('Current plan')).toBeVisible()
  await plans.getByRole('button', { name: 'Upgrade to Enterprise' }).click()
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to change your plan?' })
  await expect(dialog).toContainText('You are upgrading from Pro Annual to Enterprise Annual.')
})

test('a monthly customer’s plan picker starts on Monthly', async ({ page }) => {
  await signInToAccount(page, 'premium@example.com')
  const plans = page.getByRole('region', { name: 'Change your plan' }).or(page.locator('#plans'))
  await expect(plans.getByRole('radio', { name: 'Monthly' })).toBeChecked()
})

for (const width of [1366, 900]) {
  test(`a pricing table of two plans sits in the middle of its row at ${width} px`, async ({
    page,
    request,
  }) => {
    const [, premium, pro] = pricingTableFixtures.plans.cards
    const published = await request.post('/api/mocks/content/', {
      data: {
        service: 'strapi',
        collection: 'pages',
        slug: 'team-plans',
        fields: {
          title: 'Team plans',
          blocks: [{ ...pricingTableFixtures.plans, heading: 'Plans for teams', cards: [premium, pro] }],
        },
      },
    })
    expect(published.status(), await published.text()).toBe(201)
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/team-plans/')
    const row = page.locator('[data-plan-card]').first().locator('xpath=..')
    const rowBox = await row.boundingBox()
    const cards = await page.locator('[data-plan-card]').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect()
        return { left: box.left, right: box.right, top: box.top }
      }),
    )
    expect(cards).toHaveLength(2)
    expect(rowBox).not.toBeNull()
    if (!rowBox) return
    const [first, second] = cards
    if (!first || !second) return
    // Side by side, and the space left over is shared equally on both sides.
    expect(Math.abs(first.top - second.top)).toBeLessThan(1)
    const leftGap = first.left - rowBox.x
    const rightGap = rowBox.x + rowBox.width - second.right
    expect(Math.abs(leftGap - rightGap), `left ${leftGap}, right ${rightGap}`).toBeLessThan(2)
  })
}
