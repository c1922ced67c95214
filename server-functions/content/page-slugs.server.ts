import { z } from 'zod'
import { readThrough } from './cache.server.ts'
import type { PageRequest } from './page-request.schema.ts'
import { readStrapi } from './strapi-client.server.ts'

/** How long a collection's slug list is served from the content cache before Strapi is read again. */
const SLUGS_FRESH_MS = 60_000

const slugListSchema = z.object({
  data: z.array(z.object({ slug: z.string(), title: z.string().nullish(), updatedAt: z.string().nullish() })),
})
export type SlugEntry = z.infer<typeof slugListSchema>['data'][number]

/** Every published slug (and title) of a collection, for the sitemap and the site search. */
export async function listSlugs(collection: PageRequest['collection']): Promise<SlugEntry[]> {
  return readThrough({
    key: `strapi:slugs:${collection}`,
    freshMs: SLUGS_FRESH_MS,
    load: async () => {
      const response = await readStrapi(`${collection} slugs`, slugListSchema, (client) =>
        client
          .collection(collection)
          .find({ fields: ['slug', 'title', 'updatedAt'], pagination: { pageSize: 100 } }),
      )
      return response.data
    },
    parse: (value) => slugListSchema.shape.data.parse(value),
  })
}
