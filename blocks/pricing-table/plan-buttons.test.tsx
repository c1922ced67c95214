// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { pricingTableFixtures } from './fixtures.ts'
import { enhancePlanButtons } from './plan-buttons.ts'
import { publishSignedIn } from '#ui/signed-in-store.ts'

afterEach(() => {
  cleanup()
  delete document.documentElement.dataset.signedIn
  vi.restoreAllMocks()
})

const proMonthly = { plan: 'Pro', cycle: 'Monthly', pendingPlan: null, pendingCycle: null } as const

async function table() {
  await renderEntries([pricingTableFixtures.plans])
  const element = document.querySelector<HTMLElement>('[data-plan-table]')
  if (!element) throw new Error('no pricing table')
  return element
}

const card = (name: RegExp) => screen.getByRole('article', { name })

describe('plan buttons on a document page', () => {
  it('leave Get Started to a visitor and ask nothing', async () => {
    const readState = vi.fn(() => Promise.resolve(proMonthly))
    enhancePlanButtons(await table(), readState)
    expect(readState).not.toHaveBeenCalled()
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(4)
  })

  it("draw the signed-in customer's actions for the checked cycle, as the app's cards do", async () => {
    document.documentElement.dataset.signedIn = 'true'
    const element = await table()
    enhancePlanButtons(element, () => Promise.resolve(proMonthly))
    await waitFor(() => expect(within(card(/^Pro/)).getByText('Current plan')).toBeTruthy())
    expect(card(/^Pro/).hasAttribute('data-current')).toBe(true)
    expect(within(card(/^Enterprise/)).getByRole('button', { name: 'Upgrade to Enterprise' })).toBeTruthy()
    expect(within(card(/^Premium/)).getByRole('button', { name: 'Downgrade to Premium' })).toBeTruthy()
    expect(within(card(/^Starter/)).getByRole('button', { name: 'Downgrade to Starter' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull()

    fireEvent.click(screen.getByLabelText('Annual'))
    expect(within(card(/^Pro/)).getByRole('button', { name: 'Switch to Annual' })).toBeTruthy()
    expect(card(/^Pro/).hasAttribute('data-current')).toBe(false)

    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined)
    fireEvent.click(within(card(/^Enterprise/)).getByRole('button', { name: 'Upgrade to Enterprise' }))
    expect(assign).toHaveBeenCalledWith('/account/?change=Enterprise&cycle=Annual')
  })

  it('follow sign-in and sign-out on the page, and send a customer without a readable plan to support', async () => {
    const element = await table()
    enhancePlanButtons(element, () => Promise.resolve(null))
    publishSignedIn({ plan: null })
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Contact us' })).toHaveLength(4))
    expect(screen.getAllByRole('link', { name: 'Contact us' })[0]?.getAttribute('href')).toBe('/support/')
    publishSignedIn(null)
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(4))
  })

  it('keep the cards as they are when the plan cannot be read', async () => {
    document.documentElement.dataset.signedIn = 'true'
    const readState = vi.fn(() => Promise.resolve(undefined))
    enhancePlanButtons(await table(), readState)
    await waitFor(() => expect(readState).toHaveBeenCalled())
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(4)
  })
})
