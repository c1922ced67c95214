// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { signupCtaBlock } from './schema.ts'
import { brokenSignupCta, signupCtaFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('signup-cta block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(signupCtaFixtures))
      expect(signupCtaBlock.parse(fixture).ok).toBe(true)
    expect(signupCtaBlock.parse(brokenSignupCta).ok).toBe(false)
  })

  it('opens sign-up from the call to action', async () => {
    await renderEntries([signupCtaFixtures.default])
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy()
  })
})
