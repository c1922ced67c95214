import { describe, expect, it } from 'vitest'
import { allTags, typeTags } from '#mocks/fixtures/ghost-taxonomy.ts'
import { kindTagNames, kindTags, offSiteReason, sitePathOf, topicOf } from './post-kinds.ts'

const tag = (name: string, slug: string, visibility: 'public' | 'internal' = 'public') => ({
  id: slug,
  name,
  slug,
  visibility,
})
const hub = tag('Content Hub', 'content-hub')
const redaction = tag('Redaction', 'redaction')
const featured = tag('#featured', 'hash-featured', 'internal')

describe('post kinds', () => {
  it('gives the seeded kind tags the display names writers are told to type', () => {
    // Ghost's tag box searches by name: these are the names the README quotes.
    expect([typeTags.tutorial, typeTags.solutions, typeTags.contentHub]).toEqual([
      expect.objectContaining({ name: kindTagNames.tutorial, slug: kindTags.tutorial }),
      expect.objectContaining({ name: kindTagNames.solution, slug: kindTags.solution }),
      expect.objectContaining({ name: kindTagNames.hub, slug: kindTags.hub }),
    ])
    expect(new Set(allTags.map((entry) => entry.name.toLowerCase())).size).toBe(allTags.length)
  })

  it('places tutorials, solutions and hubs at their learning URLs, whatever the tag order', () => {
    expect(sitePathOf({ slug: 'a', tags: [redaction, tag('Tutorial', 'tutorial-post')] })).toBe(
      '/learning/tutorials/a/',
    )
    expect(sitePathOf({ slug: 'b', tags: [tag('Solutions', 'solutions-post')] })).toBe(
      '/learning/solutions/b/',
    )
    expect(sitePathOf({ slug: 'c', tags: [featured, hub, redaction] })).toBe('/learning/redaction/')
    expect(sitePathOf({ slug: 'c', tags: [redaction, hub] })).toBe('/learning/redaction/')
  })

  it("names a post's topic by its first public tag that is not a kind, in any tag order", () => {
    const tutorial = tag('Tutorial', 'tutorial-post')
    const solution = tag('Solutions', 'solutions-post')
    expect(
      topicOf({ tags: [tutorial, redaction, tag('#lang-python', 'hash-lang-python', 'internal')] }),
    ).toBe('redaction')
    expect(topicOf({ tags: [solution, redaction] })).toBe('redaction')
    expect(topicOf({ tags: [featured, hub, redaction] })).toBe('redaction')
    expect(topicOf({ tags: [tutorial] })).toBeUndefined()
  })

  it('explains why a published post is on no page: a look-alike tag, no tag, a hub without topic', () => {
    const lookAlike = { slug: 'new-post', tags: [tag('tutorial-post', 'tutorial-post-2'), redaction] }
    expect(sitePathOf(lookAlike)).toBeUndefined()
    expect(offSiteReason(lookAlike)).toBe(
      'post "new-post" has none of the tags Tutorial, Solutions, Content Hub, Changelog, so no page of the site shows it (its tags: tutorial-post, Redaction)',
    )
    expect(offSiteReason({ slug: 'bare', tags: [] })).toContain('(its tags: none)')
    expect(offSiteReason({ slug: 'lonely-hub', tags: [featured, hub] })).toBe(
      'hub post "lonely-hub" has no topic tag beside Content Hub, so no page of the site shows it (its tags: #featured, Content Hub)',
    )
    expect(offSiteReason({ slug: 'fine', tags: [hub, redaction] })).toBeUndefined()
  })

  it('places a Changelog post on its changelog page, and a post tagged Tutorial too at its tutorial', () => {
    const changelog = tag('Changelog', 'changelog')
    expect(sitePathOf({ slug: 'ocr-pro', tags: [changelog, redaction] })).toBe('/changelog/ocr-pro/')
    expect(offSiteReason({ slug: 'ocr-pro', tags: [changelog] })).toBeUndefined()
    expect(sitePathOf({ slug: 'both', tags: [changelog, tag('Tutorial', 'tutorial-post')] })).toBe(
      '/learning/tutorials/both/',
    )
  })
})
