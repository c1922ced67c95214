import { strapi } from '@strapi/client'
import { z } from 'zod'
import { serverEnv } from '../env.server.ts'
import { errorText, readThrough } from './cache.server.ts'
import { type GlobalRecord, globalPopulate, globalRecordSchema } from './global.schema.ts'
import { UPSTREAM_TIMEOUT_MS } from './upstream.server.ts'

const CONTENT_FRESH_MS = 60_000

function client() {
  const { url, key } = serverEnv().services.strapi
  const instance = strapi({ baseURL: `${url}/api`, auth: key })
  return instance
}

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
  const strapiClient = client()
  const response = await Promise.race([
    strapiClient.single('pdfrest-global').find({ populate: [...globalPopulate] }),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('Strapi timed out')), UPSTREAM_TIMEOUT_MS).unref(),
    ),
  ])
  return singleResponseSchema(globalRecordSchema).parse(response).data
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
