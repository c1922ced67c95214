import { z } from 'zod/mini'
import { apiAction } from '../action.ts'

/** Signs out; the cookie goes whatever the identity service says. Built on every page: no form schema. */
export const signOutAction = apiAction({
  path: '/api/auth/sign-out/',
  input: z.object({}),
  answer: z.object({ ok: z.literal(true) }),
})
