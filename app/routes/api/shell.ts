import { createFileRoute } from '@tanstack/react-router'
import { requestIsDraftPreview } from '#server/content/draft-preview.server.ts'
import { getGlobalRecord } from '#server/content/strapi.server.ts'
import { serverEnv } from '#server/env.server.ts'
import { enabledProviders } from '#server/identity/gotrue.server.ts'
import { apiHandlers } from '#server/http/api-methods.server.ts'

/**
 * What the header island of a document page needs besides its HTML: the navigation it re-renders,
 * the enabled sign-in providers and the bot check's public key. The same for every visitor, so
 * cacheable for a minute (a publish reaches it within that); a draft preview is never stored.
 */
export const Route = createFileRoute('/api/shell')({
  server: {
    handlers: apiHandlers({
      GET: async () => {
        const preview = await requestIsDraftPreview()
        const [global, providers] = await Promise.all([getGlobalRecord({ preview }), enabledProviders()])
        const env = serverEnv()
        const answer = {
          nav: global.nav,
          buckets: global.api_tool_buckets,
          providers,
          botCheck: { siteKey: env.recaptchaSiteKey, mocked: env.services.recaptcha.mocked },
        }
        const cacheControl = preview ? 'private, no-store' : 'public, max-age=60, stale-while-revalidate=600'
        return Response.json(answer, { headers: { 'Cache-Control': cacheControl } })
      },
    }),
  },
})
