import { serverEnv } from '../env.server.ts'
import { readDraft } from './ghost-drafts.server.ts'
import { sitePathOf } from '#shared/content/post-kinds.ts'
import { preparePostBody } from './post-body.server.ts'
import { summarize } from '#shared/content/post-summary.ts'

/**
 * A writer's draft as its page will show it: the sanitised body the site renders for published
 * posts, and where it will live once published (null when no page would show it).
 */
export async function draftPreview(uuid: string) {
  const read = await readDraft(uuid)
  if (read.status !== 'found') return read
  const { draft } = read
  return {
    status: 'found' as const,
    state: draft.status,
    sitePath: sitePathOf(draft) ?? null,
    post: {
      ...summarize(draft),
      ...preparePostBody(draft.html, serverEnv().services.ghost.url),
      authors: draft.authors.map((author) => author.name),
    },
  }
}
