import { PREVIEW_COOKIE } from '#server/http/cookie-names.ts'
import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { serverEnv } from '#server/env.server.ts'
import { loadCatalogue } from './catalogue.server.ts'
import { isDraftPreview } from '#server/content/preview.server.ts'

/** The block catalogue exists for editors only: in development or in preview mode. */
export const getBlockCatalogue = createServerFn({ method: 'GET' }).handler(async () => {
  const allowed = serverEnv().nodeEnv === 'development' || isDraftPreview(getCookie(PREVIEW_COOKIE))
  return allowed ? { allowed: true as const, ...(await loadCatalogue()) } : { allowed: false as const }
})
