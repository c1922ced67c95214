import { z } from 'zod/mini'
import { apiAction } from '../action.ts'
import { authResultSchema } from '../auth-api.schema.ts'

/** What the provider's return address carried (docs/decisions/008), read by /auth/callback/. */
export const providerTokensSchema = z.object({
  // The state from the return address; checked against the cookie, so any text up to the bound.
  state: z.string().check(z.maxLength(200)),
  accessToken: z.string().check(z.minLength(1), z.maxLength(8192)),
  refreshToken: z.string().check(z.minLength(1), z.maxLength(512)),
  expiresIn: z.number().check(z.int(), z.minimum(1), z.maximum(31_536_000)),
})
export type ProviderTokens = z.infer<typeof providerTokensSchema>

/** Finishes a sign-in with an outside provider: its tokens become this browser's session. */
export const finishProviderSignInAction = apiAction({
  path: '/api/auth/provider-finish/',
  input: providerTokensSchema,
  answer: authResultSchema,
})
