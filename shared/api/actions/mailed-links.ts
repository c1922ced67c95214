import { apiAction } from '../action.ts'
import { authResultSchema } from '../auth-api.schema.ts'
import { acceptInviteSchema, newPasswordInputSchema, verifySchema } from '../auth.schema.ts'

/** The actions of a mailed link's page: a confirmation or recovery link, an invitation, a new password. */
export const verifyLinkAction = apiAction({
  path: '/api/auth/verify-link/',
  input: verifySchema,
  answer: authResultSchema,
})

export const acceptInviteAction = apiAction({
  path: '/api/auth/accept-invite/',
  input: acceptInviteSchema,
  answer: authResultSchema,
})

export const newPasswordAction = apiAction({
  path: '/api/auth/new-password/',
  input: newPasswordInputSchema,
  answer: authResultSchema,
})
