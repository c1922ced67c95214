import { createServerFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'
import { requestIsDraftPreview } from '#server/content/draft-preview.server.ts'
import { loadPage } from './pages.server.ts'
import { pageRequestSchema } from '#shared/content/page-request.schema.ts'

/** A CMS page for a route loader; a cold CMS outage answers 503 so caches do not keep it. */
export const getPage = createServerFn({ method: 'GET' })
  .validator(pageRequestSchema)
  .handler(async ({ data }) => {
    const page = await loadPage(data, { preview: await requestIsDraftPreview() })
    if (page.status === 'unavailable') setResponseStatus(503)
    return page
  })
