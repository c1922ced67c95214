import { z } from 'zod/mini'
import { apiRead } from '../action.ts'
import { publicUserSchema } from '../public-user.schema.ts'

/** Who is signed in, for a cached anonymous page's islands: the public user or null, never a token. */
export const sessionRead = apiRead({
  path: '/api/session/',
  answer: z.object({ user: z.nullable(publicUserSchema) }),
})
