import { createServerFn } from '@tanstack/react-start'
import { serverEnv } from '../env.server.ts'
import { getFooterTopics } from './ghost.server.ts'
import { getGlobalRecord } from './strapi.server.ts'

/** Everything the global shell needs, read in parallel: nav, tool buckets, footer, SEO, topics. */
export const getLayoutData = createServerFn({ method: 'GET' }).handler(async () => {
  const [global, footerTopics] = await Promise.all([getGlobalRecord(), getFooterTopics()])
  return { global, footerTopics, siteUrl: serverEnv().siteUrl }
})

export type LayoutData = Awaited<ReturnType<typeof getLayoutData>>
