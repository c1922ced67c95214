import { z } from 'zod'
import { readThrough } from './cache.server.ts'
import { errorText } from '../http/error-text.ts'
import { type GlobalRecord, globalPopulate, globalRecordSchema } from './global.schema.ts'
import { readStrapi } from './strapi-client.server.ts'

const CONTENT_FRESH_MS = 60_000

const singleResponseSchema = <T extends z.ZodType>(data: T) => z.object({ data })

/** The fallback when the CMS cannot be read and nothing is cached: the shell still renders. */
export const emptyGlobalRecord: GlobalRecord = {
  nav: [],
  api_tool_buckets: [],
  footer_developers: [],
  footer_products: [],
  seo: {
    metaTitle: 'pdfRest',
    metaDescription: 'Cloud PDF processing API for developers.',
  },
}

async function fetchGlobalRecord(): Promise<GlobalRecord> {
  const response = await readStrapi('pdfrest-global', singleResponseSchema(globalRecordSchema), (client) =>
    client.single('pdfrest-global').find({ populate: [...globalPopulate] }),
  )
  return response.data
}

/** The `pdfrest-global` record; on failure logs and returns stale content or the empty record. */
export async function getGlobalRecord(options: { preview?: boolean } = {}): Promise<GlobalRecord> {
  try {
    return await readThrough({
      key: 'strapi:global',
      freshMs: CONTENT_FRESH_MS,
      load: fetchGlobalRecord,
      parse: (value) => globalRecordSchema.parse(value),
      bypass: options.preview,
    })
  } catch (error) {
    console.error('[strapi] could not load pdfrest-global:', errorText(error))
    return emptyGlobalRecord
  }
}
