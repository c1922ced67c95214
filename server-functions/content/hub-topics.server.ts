import { z } from 'zod'
import { errorText } from '#shared/http/error-text.ts'
import { kindTags, siteAddressOf, topicOf } from '#shared/content/post-kinds.ts'
import { sharedStore } from '../store/store.server.ts'
import { readThrough } from './cache.server.ts'
import {
  browseEveryPost,
  byTitle,
  CONTENT_FRESH_MS,
  filterVersion,
  TITLE_INDEX_TTL_MS,
} from './ghost.server.ts'

const hubTopicSchema = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  updated_at: z.string().nullable(),
  /** False for a hub also tagged as a tutorial or solution: that is the page it lives on (siteAddressOf). */
  ownPage: z.boolean(),
})
export type HubTopic = z.infer<typeof hubTopicSchema>
const storedSchema = z.object({ tagsChangedAt: z.string(), topics: z.array(hubTopicSchema) })

/**
 * When a Ghost tag last changed (its webhook): a topic is a tag's slug, and renaming a tag moves
 * neither a hub's `updated_at` nor the count of hubs, so the stored topics also name this.
 */
export const TAGS_CHANGED_KEY = 'ghost-tags-changed'

/** Called for Ghost's tag webhooks: every instance rebuilds its hub topics on its next read. */
export async function noteTagChange(at = Date.now()): Promise<void> {
  await sharedStore().writeValues([[TAGS_CHANGED_KEY, String(at)]], TITLE_INDEX_TTL_MS)
}

const parseJson = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

const hubFilter = `tag:${kindTags.hub}`
const builds = new Map<string, Promise<HubTopic[]>>()

/** Reads every hub with its tags from Ghost (the only read whose size grows with the topics) and stores their topics. */
function buildHubTopics(storeKey: string, tagsChangedAt: string): Promise<HubTopic[]> {
  const buildKey = `${storeKey}:${tagsChangedAt}`
  const pending = builds.get(buildKey)
  if (pending) return pending
  const build = (async () => {
    const hubs = await browseEveryPost({
      filter: hubFilter,
      fields: ['id', 'slug', 'title', 'updated_at', 'published_at'],
      include: ['tags'],
    })
    const topics = hubs.toSorted(byTitle).flatMap((post) => {
      const topic = topicOf(post)
      if (!topic) return []
      const ownPage = siteAddressOf(post)?.kind === 'hub'
      return [
        { id: post.id, title: post.title, topic, updated_at: post.updated_at ?? post.published_at, ownPage },
      ]
    })
    await sharedStore().writeValues(
      [[storeKey, JSON.stringify({ tagsChangedAt, topics })]],
      TITLE_INDEX_TTL_MS,
    )
    return topics
  })().finally(() => builds.delete(buildKey))
  builds.set(buildKey, build)
  return build
}

/**
 * Every content hub's title and topic, in title order (the learning home, the footer, the sitemap).
 * Kept in the shared store per content version of the hubs, so a cold render reads a one-post version
 * probe from Ghost, not every hub with its tags (docs/decisions/097).
 */
export async function hubTopics(): Promise<HubTopic[]> {
  return readThrough({
    key: 'ghost:hub-topics',
    freshMs: CONTENT_FRESH_MS,
    load: async () => {
      const storeKey = `ghost-hub-topics:${await filterVersion(hubFilter)}`
      const [changed, stored] = await sharedStore().readValues([TAGS_CHANGED_KEY, storeKey])
      const tagsChangedAt = changed ?? ''
      const found = storedSchema.safeParse(parseJson(stored)).data
      if (found?.tagsChangedAt === tagsChangedAt) return found.topics
      return buildHubTopics(storeKey, tagsChangedAt)
    },
    parse: (value) => z.array(hubTopicSchema).parse(value),
  })
}

export type FooterTopic = { title: string; topicSlug: string }

/** Content-hub posts, title ascending, as footer learning topics; [] when Ghost fails. */
export async function getFooterTopics(): Promise<FooterTopic[]> {
  try {
    return (await hubTopics()).map((hub) => ({ title: hub.title, topicSlug: hub.topic }))
  } catch (error) {
    console.error('[ghost] could not load content-hub posts:', errorText(error))
    return []
  }
}
