import { z } from 'zod/mini'
import { apiRead } from '#shared/api/action.ts'
import { readApi } from '#shared/api/client.ts'
import { buildSearchIndex, type SearchIndex, searchKinds } from '#domain/search/search-engine.ts'

const docSchema = z.object({
  id: z.string(),
  kind: z.enum(searchKinds),
  title: z.string(),
  url: z.string().check(z.regex(/^\/(?!\/)/)),
  description: z.optional(z.string()),
  group: z.optional(z.string()),
  pro: z.optional(z.boolean()),
  keywords: z.optional(z.array(z.string())),
})
const payloadSchema = z.object({ docs: z.array(docSchema) })

let loading: Promise<SearchIndex> | undefined

/** Fetches the site's search documents once per page life, checks them and indexes them locally. */
export function loadSearchIndex(): Promise<SearchIndex> {
  loading ??= readApi(apiRead({ path: '/api/search-index/', answer: payloadSchema }))
    .then((payload) => buildSearchIndex(payload.docs))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
