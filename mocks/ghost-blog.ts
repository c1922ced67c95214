import { HttpResponse, http, type RequestHandler } from 'msw'
import { placeholderPng } from './fixtures/placeholder-media.ts'
import { ghostContentHandlers } from './ghost.ts'
import { ghostAdminHandlers } from './ghost-admin.ts'

/**
 * The learning blog's whole host: the Content API (mocks/ghost.ts), the Admin API
 * (mocks/ghost-admin.ts, which reads the content's state), the images, and Ghost's 404 for any
 * other path. Put together here so that neither API module imports the other both ways.
 */
export function ghostHandlers(baseUrl: string, key: string): RequestHandler[] {
  return [
    ...ghostContentHandlers(baseUrl, key),
    ...ghostAdminHandlers(baseUrl),
    http.get(`${baseUrl}/content/images/*`, () => {
      return new HttpResponse(placeholderPng(), { headers: { 'content-type': 'image/png' } })
    }),
    // Any other path on the blog host: Ghost's 404, never a pass-through to the network.
    http.all(`${baseUrl}/*`, () => new HttpResponse('Not Found', { status: 404 })),
  ]
}
