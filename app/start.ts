import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { sanitizeServerFnError } from '#server/http/safe-error.server.ts'
import { createNonce } from '#server/http/content-security-policy.server.ts'
import { renderToPageCache } from '#server/http/page-cache.server.ts'
import { collectCacheTags, withCacheTags } from '#server/http/cache-tags.server.ts'
import { applyResponseHeaders } from '#server/http/security-headers.server.ts'
import { isPersonalPath, opensAuthModal } from '#shared/http/personal-paths.ts'
import {
  AUTH_FLASH_COOKIE,
  carriesCookie,
  PREVIEW_COOKIE,
  SESSION_COOKIE,
} from '#shared/http/cookie-names.ts'
import { makeSlashRedirectPermanent } from '#server/http/trailing-slash.server.ts'
import { findRedirect } from '#shared/http/redirects.ts'
import { findLegacyTutorialRedirect } from '#server/content/legacy-tutorials.server.ts'
import { findCmsRedirect } from '#server/content/cms-redirects.server.ts'
import { redirectResponse } from '#server/http/redirect-location.server.ts'
import { crossSiteRefusal } from '#server/http/same-site-only.server.ts'
import { siteIsHttps } from '#server/http/site-origin.server.ts'
import { islandAssets } from '#server/http/island-entry.server.ts'
import { authModalState, clearAuthFlashCookie } from '#server/identity/form-post.server.ts'
import { referenceMarkdownResponse } from '~/components/docs/reference-markdown.server.ts'

const responseHeaders = createMiddleware().server(async ({ next, request, pathname }) => {
  const url = new URL(request.url)
  // The mock stack's endpoints (mocked services only) answer this site, never another one.
  if (url.pathname.startsWith('/api/mocks/')) {
    const refusal = crossSiteRefusal(request)
    if (refusal) return refusal
  }
  const readable = request.method === 'GET' || request.method === 'HEAD'
  // Before the redirects: the legacy `/documentation/…` rule would take `.md` addresses too.
  const markdown = readable ? await referenceMarkdownResponse(request) : undefined
  if (markdown) return markdown
  const legacy =
    readable && url.pathname.startsWith('/tutorials/')
      ? await findLegacyTutorialRedirect(url.pathname)
      : undefined
  const target = legacy ?? (readable ? findRedirect(url.pathname, url.search) : undefined)
  if (target) return redirectResponse(308, target, request.url, { 'Cache-Control': 'public, max-age=3600' })
  // A session, a preview or an open sign-in modal (`?auth=`) makes every response personal: never cached by anyone.
  const hasSession =
    carriesCookie(request.headers.get('cookie') ?? '', [SESSION_COOKIE, PREVIEW_COOKIE]) ||
    opensAuthModal(url.searchParams)
  const secure = siteIsHttps()
  // The router stamps this nonce on every script it renders (app/router.tsx); the CSP allows only it.
  const nonce = createNonce()
  // The modal the address opens, rendered by the page itself so that it works without JavaScript.
  const authModal = readable && opensAuthModal(url.searchParams) ? authModalState(request) : undefined
  let result: Awaited<ReturnType<typeof next>> | undefined
  // The cache step has already answered every hit (request-pipeline.server.ts): this is a render.
  const response = await renderToPageCache(request, nonce, async () => {
    // Every content entry the render reads becomes a cache tag, so a publish can purge the CDN by tag.
    const rendered = await collectCacheTags(() =>
      next({ context: { nonce, islands: islandAssets(), authModal } }),
    )
    result = rendered.value
    // Editors' redirects (CMS) apply only where the site has no page.
    if (readable && result.response.status === 404 && !isPersonalPath(url.pathname)) {
      const cmsRedirect = await findCmsRedirect(url.pathname, url.search)
      if (cmsRedirect) {
        const cacheControl = cmsRedirect.status === 308 ? 'public, max-age=3600' : 'no-store'
        return redirectResponse(cmsRedirect.status, cmsRedirect.location, request.url, {
          'Cache-Control': cacheControl,
        })
      }
    }
    const answer = applyResponseHeaders(makeSlashRedirectPermanent(request, result.response), {
      pathname,
      secure,
      hasSession,
      nonce,
    })
    // A form post's message shows once: the page that shows it clears it.
    if (authModal && carriesCookie(request.headers.get('cookie') ?? '', [AUTH_FLASH_COOKIE]))
      answer.headers.append('set-cookie', clearAuthFlashCookie())
    return withCacheTags(answer, rendered.tags)
  })
  return result ? { ...result, response } : response
})

// Server functions accept only same-origin calls.
const csrf = createCsrfMiddleware({ filter: ({ handlerType }) => handlerType === 'serverFn' })

const safeErrors = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    throw sanitizeServerFnError(error)
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [responseHeaders, csrf],
  functionMiddleware: [safeErrors],
}))
