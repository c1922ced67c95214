import { z } from 'zod/mini'
import { apiRead } from '#shared/api/action.ts'
import { readApi } from '#shared/api/client.ts'
import { type SearchHit, searchKinds } from '#domain/search/search-engine.ts'

const hitSchema = z.object({
  doc: z.object({
    id: z.string(),
    kind: z.enum(searchKinds),
    title: z.string(),
    url: z.string().check(z.regex(/^\/(?!\/)/)),
    group: z.optional(z.string()),
    pro: z.optional(z.boolean()),
  }),
  score: z.number(),
  titleMatches: z.array(z.tuple([z.number(), z.number()])),
})
const answerSchema = z.object({ hits: z.array(hitSchema) })

const searchRead = apiRead({ path: '/api/search/', answer: answerSchema })

/** The site's hits for a query, ranked on the server (decision 064): a few KB, whatever the library's size. */
export async function fetchSearchHits(query: string, signal: AbortSignal): Promise<SearchHit[]> {
  return (await readApi(searchRead, { query: { q: query }, signal })).hits
}
