// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'

import { afterEach, describe, expect, it } from 'vitest'
import { renderEntries } from '../test-render.tsx'
import { learningListBlock } from './schema.ts'
import { brokenLearningList, learningListFixtures } from './fixtures.ts'

afterEach(cleanup)

describe('learning-list block', () => {
  it('accepts every fixture and rejects the broken one', () => {
    for (const fixture of Object.values(learningListFixtures))
      expect(learningListBlock.parse(fixture).ok).toBe(true)
    expect(learningListBlock.parse(brokenLearningList).ok).toBe(false)
  })

  it('lists learning posts for its tag and says so when there are none', async () => {
    await renderEntries([learningListFixtures.tutorials, learningListFixtures.solutions])
    expect(screen.getByRole('link', { name: 'Post first-tutorial' }).getAttribute('href')).toBe(
      '/learning/tutorials/first-tutorial/',
    )
    expect(screen.getByText('No posts to show yet. Please check back soon.')).toBeTruthy()
  })
})
