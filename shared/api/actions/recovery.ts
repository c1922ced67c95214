import { apiAction } from '../action.ts'
import { recoveryResultSchema } from '../auth-api.schema.ts'
import { recoverySchema } from '../auth.schema.ts'

/** Sends a password recovery mail (one per address per 15 minutes). */
export const recoveryAction = apiAction({
  path: '/api/auth/recovery/',
  input: recoverySchema,
  answer: recoveryResultSchema,
})
