import { z } from 'zod/mini'
import { LIST_MAX_PAGE } from './list-bounds.ts'

/** Tutorial languages and the internal Ghost tags that mark them. */
export const tutorialLanguages = [
  { id: 'php', label: 'PHP', tag: 'hash-lang-php' },
  { id: 'java', label: 'Java', tag: 'hash-lang-java' },
  { id: 'csharp', label: 'C#', tag: 'hash-lang-csharp' },
  { id: 'nodejs', label: 'Node.js', tag: 'hash-lang-nodejs' },
  { id: 'curl', label: 'cURL', tag: 'hash-lang-curl' },
  { id: 'python', label: 'Python', tag: 'hash-lang-python' },
] as const
export type TutorialLanguage = (typeof tutorialLanguages)[number]['id']
export const tutorialLanguageSchema = z.enum(['php', 'java', 'csharp', 'nodejs', 'curl', 'python'])

export const slugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), z.maxLength(160))
export const TUTORIALS_PAGE_SIZE = 9

export const postRequestSchema = z.object({ kind: z.enum(['tutorial', 'solution', 'hub']), slug: slugSchema })
/** Ghost's preview links name a post by its uuid. */
export const draftRequestSchema = z.object({
  uuid: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
})
export const anyPostRequestSchema = z.object({ slug: slugSchema })
export const hubRequestSchema = z.object({ topic: slugSchema })
/** `/changelog/?page=`: one page of entries. */
export const changelogRequestSchema = z.object({
  page: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(LIST_MAX_PAGE)), 1),
})
export const listRequestSchema = z.object({
  kind: z.enum(['tutorial', 'solution']),
  page: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(LIST_MAX_PAGE)), 1),
  tag: z.optional(slugSchema),
})
