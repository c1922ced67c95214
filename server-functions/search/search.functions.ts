import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { searchAnswer } from './search-answer.server.ts'
import { SEARCH_MAX_QUERY } from './site-search.server.ts'

/** The results page's hits (`/search/?q=`): the same answer as the palette's, for pages without script. */
export const getSearchResults = createServerFn({ method: 'GET' })
  .validator(z.object({ q: z.string().max(SEARCH_MAX_QUERY) }))
  .handler(async ({ data }) => ({ query: data.q, hits: await searchAnswer(data.q) }))
