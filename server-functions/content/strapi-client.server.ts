import { type StrapiClient, strapi } from '@strapi/client'
import type { z } from 'zod'
import { callServiceSdk, serviceConfig } from '../http/service-client.server.ts'

let built: { url: string; key: string | undefined; client: StrapiClient } | undefined

/** The site's one Strapi client, rebuilt only when the configured URL or token changes (tests). */
function strapiClient(): StrapiClient {
  const { url, key } = serviceConfig('strapi')
  if (built?.url !== url || built.key !== key) {
    built = { url, key, client: strapi({ baseURL: `${url}/api`, auth: key }) }
  }
  return built.client
}

/**
 * One read through Strapi's client, with the service deadline and its answer checked by `schema`;
 * throws a ServiceError naming `what` (the caller serves stale content or a fallback, and logs).
 */
export function readStrapi<T>(
  what: string,
  schema: z.ZodType<T>,
  read: (client: StrapiClient) => Promise<unknown>,
): Promise<T> {
  return callServiceSdk('strapi', what, () => read(strapiClient()), { schema })
}
