import { z } from 'zod/mini'
import { LIST_MAX_PAGE } from '#shared/content/list-bounds.ts'

/**
 * The learning lists' queries, built the first time a list's address is checked rather than when the
 * module loads: the app's start imports every route's search check, and zod schemas built at load
 * were a third of its module evaluation (decision 058).
 */
function buildListSearch() {
  /** `?page=`: a list page number; anything else falls back to the first page. */
  const page = z.optional(
    z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LIST_MAX_PAGE)), 1),
  )
  /** `?tag=`: a tag slug; anything else is ignored. */
  const tag = z.catch(
    z.optional(z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(160))),
    undefined,
  )
  return {
    solutions: z.object({ page, tag }),
    tutorials: z.object({ page, tag }),
    changelog: z.object({ page }),
  }
}

let built: ReturnType<typeof buildListSearch> | undefined
const listSearch = () => (built ??= buildListSearch())

/** `/learning/solutions/?page=&tag=` */
export const solutionsSearch = (search: Record<string, unknown>) => listSearch().solutions.parse(search)

/** `/learning/tutorials/?page=&tag=` */
export const tutorialsSearch = (search: Record<string, unknown>) => listSearch().tutorials.parse(search)

/** `/changelog/?page=` */
export const changelogSearch = (search: Record<string, unknown>) => listSearch().changelog.parse(search)
