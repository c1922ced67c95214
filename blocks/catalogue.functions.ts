import { createServerFn } from '@tanstack/react-start'
import { serverEnv } from '#server/env.server.ts'
import { loadCatalogue } from './catalogue.server.ts'
import { requestIsDraftPreview } from '#server/content/draft-preview.server.ts'

/** The block catalogue exists for editors only: in development or in preview mode. */
export const getBlockCatalogue = createServerFn({ method: 'GET' }).handler(async () => {
  const allowed = serverEnv().nodeEnv === 'development' || (await requestIsDraftPreview())
  return allowed ? { allowed: true as const, ...(await loadCatalogue()) } : { allowed: false as const }
})
