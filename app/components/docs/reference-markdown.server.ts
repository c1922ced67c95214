import { labToolGroups } from '#domain/pdf-api/tool-groups.ts'
import { findFileEndpoint } from '#domain/pdf-api/file-endpoints.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { getGlobalRecord } from '#server/content/strapi.server.ts'
import { serverEnv } from '#server/env.server.ts'
import { createNonce } from '#server/http/content-security-policy.server.ts'
import { carriesCookie, PREVIEW_COOKIE, SESSION_COOKIE } from '#shared/http/cookie-names.ts'
import { applyResponseHeaders } from '#server/http/security-headers.server.ts'
import { siteIsHttps } from '#server/http/site-origin.server.ts'
import { findGuide } from '#shared/docs/guides.ts'
import { guideMarkdown } from './guide-markdown.ts'
import { markdownTarget } from './markdown-negotiation.ts'
import { endpointMarkdown, fileEndpointMarkdown, inlineCode, overviewMarkdown } from './reference-markdown.ts'

/** The endpoints by bucket, as the reference's sidebar groups them (CMS buckets, cached). */
export async function referenceGroups() {
  const global = await getGlobalRecord()
  return labToolGroups(global.api_tool_buckets)
}

/**
 * A reference page as Markdown, when the request asks for one (docs/decisions/041): the same
 * headers and cache policy as the page, `Vary: Accept` since one address answers both, and the
 * HTML page as its canonical. Undefined for every other request.
 */
export async function referenceMarkdownResponse(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url)
  const target = markdownTarget(url.pathname, request.headers.get('accept'))
  if (!target) return undefined
  const { siteUrl } = serverEnv()
  const id = 'id' in target ? target.id : null
  const tool = id ? labTools.find((entry) => entry.id === id) : undefined
  const guide = id ? findGuide(id) : undefined
  const file = id ? findFileEndpoint(id) : undefined
  const body =
    'missing' in target
      ? // The path is the visitor's text: as code, never a link or anything else Markdown would act on.
        `# Page not found\n\nPage not found: ${inlineCode(url.pathname)}\n\nEvery page of the reference: ${siteUrl}/llms.txt\n`
      : `${tool ? endpointMarkdown(tool, siteUrl) : file ? fileEndpointMarkdown(file, siteUrl) : guide ? guideMarkdown(guide, siteUrl) : overviewMarkdown(await referenceGroups(), siteUrl)}\n`
  const page = id && (tool || file || guide) ? `/documentation/${id}/` : '/documentation/'
  const response = new Response(request.method === 'HEAD' ? null : body, {
    status: 'missing' in target ? 404 : 200,
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      Vary: 'Accept',
      Link: `<${siteUrl}${page}>; rel="canonical"`,
    },
  })
  return applyResponseHeaders(response, {
    pathname: url.pathname,
    secure: siteIsHttps(),
    hasSession: carriesCookie(request.headers.get('cookie') ?? '', [SESSION_COOKIE, PREVIEW_COOKIE]),
    nonce: createNonce(),
  })
}
