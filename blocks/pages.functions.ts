import { PREVIEW_COOKIE } from '#server/http/cookie-names.ts'
import { createServerFn } from '@tanstack/react-start'
import { getCookie, setResponseStatus } from '@tanstack/react-start/server'
import { isDraftPreview } from '#server/content/preview.server.ts'
import { loadPage } from './pages.server.ts'
import { pageRequestSchema } from '#server/content/page-request.schema.ts'

/** A CMS page for a route loader; a cold CMS outage answers 503 so caches do not keep it. */
export const getPage = createServerFn({ method: 'GET' })
  .validator(pageRequestSchema)
  .handler(async ({ data }) => {
    const page = await loadPage(data, { preview: isDraftPreview(getCookie(PREVIEW_COOKIE)) })
    if (page.status === 'unavailable') setResponseStatus(503)
    return page
  })
