// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { codeSampleBlock } from './code-sample.tsx'
import { brokenCodeSample, codeSampleFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('code-sample block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(codeSampleFixtures))
      expect(codeSampleBlock.parse(fixture).ok).toBe(true)
    expect(codeSampleBlock.parse(brokenCodeSample).ok).toBe(false)
  })

  it('shows code per language in tabs', async () => {
    await renderEntries([codeSampleFixtures.compress])
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Python' }))
    expect(screen.getByRole('tab', { name: 'Python' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('button', { name: 'Copy the Python sample' })).toBeTruthy()
  })
})
