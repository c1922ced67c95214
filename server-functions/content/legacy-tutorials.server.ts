import { errorText } from '#shared/http/error-text.ts'
import { postIndex } from './ghost.server.ts'
import { tutorialLanguages, tutorialLanguageSchema } from '#shared/content/learning.schema.ts'

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
    // The title index of the topic (and of its tutorials in the language): no bodies, read once per version.
    const languageTag = tutorialLanguages.find((entry) => entry.id === language)?.tag
    const filter = `tag:tutorial-post+tag:${topic.tag}`
    const [inLanguage, all] = await Promise.all([
      languageTag ? postIndex(`${filter}+tag:${languageTag}`) : [],
      postIndex(filter),
    ])
    const chosen = [...inLanguage, ...all].find((post) => topic.title.test(post.title))
    return chosen ? `/learning/tutorials/${chosen.slug}/` : '/learning/tutorials/'
  } catch (error) {
    console.error('[legacy] tutorial lookup failed:', errorText(error))
    return '/learning/tutorials/'
  }
}
