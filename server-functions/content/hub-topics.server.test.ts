import { beforeEach, describe, expect, it } from 'vitest'
import { addPost, ghostState, updatePost } from '#mocks/ghost.ts'
import { ghostHandlers } from '#mocks/ghost-blog.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { serverEnv } from '../env.server.ts'
import { createMemoryStore } from '../store/memory-store.server.ts'
import { useSharedStore } from '../store/store.server.ts'
import { purgeContentCache } from './cache.server.ts'
import { getFooterTopics, hubTopics, noteTagChange } from './hub-topics.server.ts'

const { ghost } = serverEnv().services
const mockServer = startMockServerFor(ghostHandlers(ghost.url, ghost.key ?? ''))
beforeEach(async () => {
  purgeContentCache()
  await useSharedStore(createMemoryStore())
})

/** The Ghost reads one call makes, as `limit` and `include` of each. */
async function readsOf(call: () => Promise<unknown>) {
  const reads: string[] = []
  const record = ({ request }: { request: Request }) => {
    const params = new URL(request.url).searchParams
    reads.push(`limit=${params.get('limit')} include=${params.get('include') ?? ''}`)
  }
  mockServer.events.on('request:start', record)
  try {
    await call()
  } finally {
    mockServer.events.removeListener('request:start', record)
  }
  return reads
}

function addHubs(count: number) {
  const [template] = ghostState().posts.filter((post) => post.tags.some((tag) => tag.slug === 'content-hub'))
  if (!template) throw new Error('no hub in the seed')
  for (let index = 0; index < count; index += 1) {
    const topic = {
      ...template.tags.at(-1),
      id: `topic${index}`,
      slug: `topic-${index}`,
      name: `Topic ${index}`,
    }
    addPost({
      ...template,
      id: `hub${index}`,
      slug: `hub-${index}`,
      title: `Hub ${index}`,
      tags: [...template.tags.filter((tag) => tag.slug === 'content-hub'), topic],
    })
  }
}

describe('hub topics', () => {
  it('a cold render reads a one-post version probe, not every hub with its tags, however many topics there are', async () => {
    addHubs(150)
    // The first read after a content change reads every hub (two Ghost pages) and stores their topics.
    expect(await readsOf(hubTopics)).toEqual([
      'limit=1 include=',
      'limit=100 include=tags',
      'limit=100 include=tags',
    ])
    // A cold process, or a content cache past its freshness, on the same content.
    purgeContentCache()
    let topics: Awaited<ReturnType<typeof hubTopics>> = []
    expect(await readsOf(async () => (topics = await hubTopics()))).toEqual(['limit=1 include='])
    expect(topics.map((hub) => hub.topic)).toContain('topic-149')
    expect(topics.map((hub) => hub.topic)).toContain('redaction')
    const titles = topics.map((hub) => hub.title)
    expect(titles).toEqual(titles.toSorted((a, b) => a.localeCompare(b)))
  })

  it('follows a new hub, and a renamed topic tag once its webhook is noted', async () => {
    await hubTopics()
    addHubs(1)
    purgeContentCache()
    expect((await getFooterTopics()).map((topic) => topic.topicSlug)).toContain('topic-0')
    // Renaming a tag moves neither a hub's date nor the number of hubs.
    const hub = ghostState().posts.find((post) => post.slug === 'hub-0')
    if (!hub) throw new Error('hub-0 missing')
    const renamed = hub.tags.map((tag) => (tag.slug === 'topic-0' ? { ...tag, slug: 'renamed-topic' } : tag))
    updatePost('hub-0', { tags: renamed, updated_at: hub.updated_at })
    await noteTagChange()
    purgeContentCache()
    const topics = (await getFooterTopics()).map((topic) => topic.topicSlug)
    expect(topics).toContain('renamed-topic')
    expect(topics).not.toContain('topic-0')
  })

  it('marks a hub also tagged as a tutorial as living on that page', async () => {
    addHubs(1)
    const hub = ghostState().posts.find((post) => post.slug === 'hub-0')
    const tutorialTag = ghostState().tags.find((tag) => tag.slug === 'tutorial-post')
    if (!hub || !tutorialTag) throw new Error('fixture missing')
    updatePost('hub-0', { tags: [...hub.tags, tutorialTag] })
    const topics = await hubTopics()
    expect(topics.find((entry) => entry.topic === 'topic-0')?.ownPage).toBe(false)
    expect(topics.find((entry) => entry.topic === 'redaction')?.ownPage).toBe(true)
  })
})
