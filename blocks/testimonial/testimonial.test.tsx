// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { testimonialBlock } from './schema.ts'
import { brokenTestimonial, testimonialFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('testimonial block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(testimonialFixtures))
      expect(testimonialBlock.parse(fixture).ok).toBe(true)
    expect(testimonialBlock.parse(brokenTestimonial).ok).toBe(false)
  })

  it('credits the quote', async () => {
    await renderEntries([testimonialFixtures.cto])
    expect(screen.getByText('Dana Whitfield')).toBeTruthy()
    expect(screen.getByText('CTO, Tailspin Logistics')).toBeTruthy()
  })
})
