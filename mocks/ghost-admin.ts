import { errors, jwtVerify } from 'jose'
import { HttpResponse, http, type RequestHandler } from 'msw'
import { MOCK_GHOST_ADMIN_KEY } from '#server/env.server.ts'
import type { Draft } from '#server/content/ghost-drafts.server.ts'
import { applyServiceMode } from './controls.ts'
import { ghostError, ghostState, postFields, readOptions, renderer } from './ghost.ts'
import { compileNql, NqlError } from './ghost-nql.ts'

/**
 * The part of Ghost's Admin API the site uses: reading a post by uuid for a writer's draft preview.
 * Tokens are checked as Ghost checks them (HS256 with the key's secret, `kid` the key's id, audience
 * `/admin/`, at most five minutes); drafts come from the stateful mock (addDraft), published posts too.
 */
const [keyId = '', keySecret = ''] = MOCK_GHOST_ADMIN_KEY.split(':')

async function authorize(header: string | null): Promise<Response | undefined> {
  const token = header?.match(/^Ghost (\S+)$/)?.[1]
  if (!token) {
    return ghostError(403, 'NoPermissionError', 'Authorization failed', {
      context:
        'Unable to determine the authenticated user or integration. Check that cookies are being passed through if using session authentication.',
    })
  }
  try {
    const { protectedHeader, payload } = await jwtVerify(token, Buffer.from(keySecret, 'hex'), {
      audience: '/admin/',
      algorithms: ['HS256'],
      maxTokenAge: '5m',
    })
    if (protectedHeader.kid !== keyId) {
      return ghostError(401, 'UnauthorizedError', 'Unknown Admin API Key', { code: 'UNKNOWN_ADMIN_API_KEY' })
    }
    if (
      typeof payload.exp !== 'number' ||
      typeof payload.iat !== 'number' ||
      payload.exp - payload.iat > 300
    ) {
      return ghostError(401, 'UnauthorizedError', 'Invalid token: Maximum token expiry is 5 minutes', {
        code: 'INVALID_JWT',
      })
    }
    return undefined
  } catch (error) {
    const reason = error instanceof errors.JOSEError ? error.message : 'invalid token'
    return ghostError(401, 'UnauthorizedError', `Invalid token: ${reason}`, { code: 'INVALID_JWT' })
  }
}

export function ghostAdminHandlers(baseUrl: string): RequestHandler[] {
  return [
    http.get(`${baseUrl}/ghost/api/admin/posts/`, async ({ request }) => {
      const switched = await applyServiceMode('ghost')
      if (switched) return switched
      const refused = await authorize(request.headers.get('authorization'))
      if (refused) return refused
      const params = new URL(request.url).searchParams
      const state = ghostState()
      const all: Draft[] = [
        ...state.posts.map((post): Draft => ({ ...post, status: 'published' })),
        ...state.drafts,
      ]
      let matching = all
      const filter = params.get('filter')
      if (filter) {
        try {
          const fields = { ...postFields, uuid: (post: Draft) => post.uuid ?? null }
          matching = all.filter(compileNql(filter, fields))
        } catch (error) {
          if (!(error instanceof NqlError)) throw error
          return ghostError(400, 'BadRequestError', 'Error parsing filter', { context: error.message })
        }
      }
      const limit = Math.min(100, Number(params.get('limit') ?? 15) || 15)
      const render = renderer(baseUrl, state)
      const options = readOptions(params)
      const posts = matching
        .slice(0, limit)
        .map((post) => ({ ...render.post(post, options), status: post.status }))
      const pages = Math.max(1, Math.ceil(matching.length / limit))
      return HttpResponse.json({
        posts,
        meta: {
          pagination: {
            page: 1,
            limit,
            pages,
            total: matching.length,
            next: pages > 1 ? 2 : null,
            prev: null,
          },
        },
      })
    }),
    http.all(`${baseUrl}/ghost/api/admin/*`, () => ghostError(404, 'NotFoundError', 'Resource not found')),
  ]
}
