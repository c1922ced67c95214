import { createServerFn } from '@tanstack/react-start'
import { requestIsDraftPreview } from './draft-preview.server.ts'
import { serverEnv } from '../env.server.ts'
import { getFooterTopics } from './hub-topics.server.ts'
import { getGlobalRecord } from './strapi.server.ts'

/** Everything the global shell needs, read in parallel: nav, tool buckets, footer, SEO, topics. */
export const getLayoutData = createServerFn({ method: 'GET' }).handler(async () => {
  const preview = await requestIsDraftPreview()
  const [global, footerTopics] = await Promise.all([getGlobalRecord({ preview }), getFooterTopics()])
  const env = serverEnv()
  // The public site key; in mock mode the browser's stand-in hands out tokens instead.
  const botCheck = { siteKey: env.recaptchaSiteKey, mocked: env.services.recaptcha.mocked }
  return { global, footerTopics, siteUrl: env.siteUrl, preview, botCheck }
})

export type LayoutData = Awaited<ReturnType<typeof getLayoutData>>
