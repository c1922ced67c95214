import { z } from 'zod/mini'
import { planNameSchema } from '#domain/plans/plan-rules.ts'

/** What the browser may know about the signed-in user: never a token. */
export const publicUserSchema = z.object({
  email: z.string(),
  fullName: z.string(),
  plan: z.nullable(planNameSchema),
  isAdmin: z.boolean(),
})
export type PublicUser = z.infer<typeof publicUserSchema>
