import { z } from 'zod/mini'

/**
 * The header island's data (GET /api/shell/), checked with zod's small build: the fields the header,
 * its menus and the auth dialogs read, as the server already normalised them from the CMS.
 */
const linkSchema = z.object({ label: z.string(), url: z.string(), description: z.string() })
const toolSchema = z.object({
  name: z.string(),
  slug: z.string(),
  header_blurb: z.string(),
  icon: z.nullable(
    z.object({
      url: z.string(),
      alternativeText: z.string(),
      width: z.optional(z.nullable(z.number())),
      height: z.optional(z.nullable(z.number())),
    }),
  ),
  pro_tool: z.boolean(),
  rank: z.number(),
})

export const shellDataSchema = z.object({
  nav: z.array(z.extend(linkSchema, { children: z.array(linkSchema) })),
  buckets: z.array(z.object({ name: z.string(), api_tools: z.array(toolSchema) })),
  providers: z.array(z.string()),
  botCheck: z.object({ siteKey: z.string(), mocked: z.boolean() }),
})
export type ShellData = z.infer<typeof shellDataSchema>
