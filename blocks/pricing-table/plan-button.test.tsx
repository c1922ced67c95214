// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { planCardAction } from '#domain/plans/plan-card-action.ts'
import { PlanButton, PlanButtonTemplates } from './plan-button.tsx'

afterEach(cleanup)

const premiumMonthly = { plan: 'Premium', cycle: 'Monthly', pendingPlan: null, pendingCycle: null } as const

describe('PlanButton', () => {
  it('draws each action with its words, and a change asks for its target', () => {
    const onChange = vi.fn()
    render(
      <>
        <PlanButton action={planCardAction(premiumMonthly, 'Pro', 'Monthly')} onChange={onChange} />
        <PlanButton action={planCardAction(premiumMonthly, 'Premium', 'Monthly')} onChange={onChange} />
        <PlanButton action={planCardAction(null, 'Pro', 'Monthly')} onChange={onChange} />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }))
    expect(onChange).toHaveBeenCalledWith({ plan: 'Pro', cycle: 'Monthly' })
    expect(screen.getByText('Current plan').tagName).toBe('P')
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/support/')
  })

  it("gives a document's script the same elements to fill, empty and hidden", () => {
    const { container } = render(
      <>
        <PlanButtonTemplates />
        <PlanButton action={planCardAction(premiumMonthly, 'Starter', 'Monthly')} onChange={vi.fn()} />
      </>,
    )
    const templates = container.querySelector('[data-plan-templates]')
    expect(templates?.hasAttribute('hidden')).toBe(true)
    expect(templates?.textContent).toBe('')
    const drawn = screen.getByRole('button', { name: 'Downgrade to Starter' })
    const template = templates?.querySelector('[data-look="change"]')
    expect(template?.tagName).toBe(drawn.tagName)
    expect(template?.className).toBe(drawn.className)
  })
})
