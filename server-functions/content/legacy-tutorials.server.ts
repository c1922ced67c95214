import { errorText } from '#shared/http/error-text.ts'
import { browsePosts, byTitle } from './ghost.server.ts'
import { languageOf } from './learning.server.ts'
import { tutorialLanguageSchema } from '#shared/content/learning.schema.ts'

/** The legacy tutorial topics and how to find their posts (docs/decisions/005). */
const legacyTopics: Record<string, { tag: string; title: RegExp }> = {
  'pdf-to-markdown': { tag: 'conversion', title: /markdown/i },
  redaction: { tag: 'redaction', title: /redact/i },
  'digital-signing': { tag: 'security', title: /sign/i },
  'crop-and-resize': { tag: 'conversion', title: /crop|resiz/i },
}

const legacyPath = /^\/tutorials\/([a-z-]+)\/(?:([a-z]+)\/)?$/

/**
 * `/tutorials/{topic}/` and `/tutorials/{topic}/{language}/` land, in one hop, on the tutorial for
 * that topic in that language (or the topic's first tutorial, or the tutorial list).
 */
export async function findLegacyTutorialRedirect(pathname: string): Promise<string | undefined> {
  const match = pathname.match(legacyPath)
  const topic = match?.[1] ? legacyTopics[match[1]] : undefined
  if (!match || !topic) return undefined
  const language = tutorialLanguageSchema.safeParse(match[2]).data
  try {
    const { posts } = await browsePosts({
      filter: `tag:tutorial-post+tag:${topic.tag}`,
      limit: 'all',
      order: 'title asc',
    })
    const matching = posts.toSorted(byTitle).filter((post) => topic.title.test(post.title))
    const chosen = matching.find((post) => language && languageOf(post) === language) ?? matching[0]
    return chosen ? `/learning/tutorials/${chosen.slug}/` : '/learning/tutorials/'
  } catch (error) {
    console.error('[legacy] tutorial lookup failed:', errorText(error))
    return '/learning/tutorials/'
  }
}
