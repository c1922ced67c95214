import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { isDraftPreview, PREVIEW_COOKIE } from './preview.server.ts'
import { serverEnv } from '../env.server.ts'
import { getFooterTopics } from './ghost.server.ts'
import { getGlobalRecord } from './strapi.server.ts'

/** Everything the global shell needs, read in parallel: nav, tool buckets, footer, SEO, topics. */
export const getLayoutData = createServerFn({ method: 'GET' }).handler(async () => {
  const preview = isDraftPreview(getCookie(PREVIEW_COOKIE))
  const [global, footerTopics] = await Promise.all([getGlobalRecord({ preview }), getFooterTopics()])
  return { global, footerTopics, siteUrl: serverEnv().siteUrl, preview }
})

export type LayoutData = Awaited<ReturnType<typeof getLayoutData>>
