import { describe, expect, it } from 'vitest'
import {
  collectCacheTags,
  noteContentRead,
  SITE_TAG,
  tagForPrefix,
  tagsForKey,
  withCacheTags,
} from './cache-tags.server.ts'

describe('cache tags', () => {
  it('tags a content read with its entry and the group a webhook purges whole', () => {
    expect(tagsForKey('strapi:pages:home')).toEqual(['strapi:pages:home', 'strapi:pages'])
    expect(tagsForKey('strapi:global')).toEqual(['strapi:global'])
    expect(tagsForKey('strapi:slugs:products')).toEqual(['strapi:slugs:products'])
    expect(tagsForKey('ghost:posts:{"limit":3}')).toEqual(['ghost'])
  })

  it("names the same tags from the webhook's purge prefixes", () => {
    const webhookPrefixes = ['strapi:pages:home', 'strapi:slugs:pages', 'strapi:products:', 'ghost:', '']
    expect(webhookPrefixes.map(tagForPrefix)).toEqual([
      'strapi:pages:home',
      'strapi:slugs:pages',
      'strapi:products',
      'ghost',
      SITE_TAG,
    ])
  })

  it('collects the tags of every read inside a render, and none outside it', async () => {
    noteContentRead('strapi:pages:outside')
    const { value, tags } = await collectCacheTags(async () => {
      noteContentRead('strapi:global')
      await Promise.resolve()
      noteContentRead('strapi:pages:pricing')
      return 'page'
    })
    expect(value).toBe('page')
    expect(tags).toEqual([SITE_TAG, 'strapi:global', 'strapi:pages:pricing', 'strapi:pages'])
  })

  it('puts Cache-Tag and Surrogate-Key on public responses only', () => {
    const tags = [SITE_TAG, 'strapi:pages:home']
    const page = withCacheTags(
      new Response('x', { headers: { 'cache-control': 'public, s-maxage=60' } }),
      tags,
    )
    expect(page.headers.get('cache-tag')).toBe('site,strapi:pages:home')
    expect(page.headers.get('surrogate-key')).toBe('site strapi:pages:home')
    const personal = withCacheTags(
      new Response('x', { headers: { 'cache-control': 'private, no-store' } }),
      tags,
    )
    expect(personal.headers.has('cache-tag')).toBe(false)
  })
})
