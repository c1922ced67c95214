import { z } from 'zod/mini'

/**
 * What the support and licence pages write on their form island's element: the bot check's public
 * site key, and on the support page the signed-in customer's name and email (only in a signed-in
 * visitor's HTML, which the page cache never keeps).
 */
export const requestFormPropsSchema = z.object({
  botCheck: z.object({ siteKey: z.string(), mocked: z.boolean() }),
  user: z.optional(z.nullable(z.object({ fullName: z.string(), email: z.string() }))),
})
export type RequestFormProps = z.infer<typeof requestFormPropsSchema>
