import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockControls } from '#mocks/controls.ts'
import { ghostHandlers } from '#mocks/ghost-blog.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { purgeContentCache } from '#server/content/cache.server.ts'
import { serverEnv } from '#server/env.server.ts'
import { learningListFixtures } from './fixtures.ts'
import { load } from './load.server.ts'
import { LEARNING_LIST_DEFAULT_LIMIT } from './schema.ts'

const { ghost } = serverEnv().services
startMockServerFor(ghostHandlers(ghost.url, ghost.key ?? ''))
beforeEach(() => purgeContentCache())

describe('the learning list’s load hook', () => {
  it('gives the list summaries of its tag’s latest posts, cut to its limit or the default', async () => {
    const limited = await load({ ...learningListFixtures.tutorials, id: 1 })
    expect(limited.posts.length).toBe(learningListFixtures.tutorials.limit)
    for (const post of limited.posts) {
      expect(post.tags.map((tag) => tag.slug)).toContain('tutorial-post')
      expect(Object.keys(post)).not.toContain('html')
    }
    const unlimited = await load({ ...learningListFixtures.tutorials, limit: undefined })
    expect(unlimited.posts.length).toBeLessThanOrEqual(LEARNING_LIST_DEFAULT_LIMIT)
    expect(unlimited.posts.length).toBeGreaterThan(limited.posts.length)
  })

  it('answers with no posts, and logs why, when Ghost is down', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    mockControls().ghost = 'down'
    const list = await load(learningListFixtures.solutions)
    expect(list).toMatchObject({ heading: 'Solutions', posts: [] })
    expect(error).toHaveBeenCalledWith(
      '[ghost] could not load posts tagged solutions-post:',
      expect.any(String),
    )
  })
})
