import { apiAction } from '../action.ts'
import { authResultSchema } from '../auth-api.schema.ts'
import { signInSchema } from '../auth.schema.ts'

/** Signs a visitor in with email and password (docs/product.md#sign-in). */
export const signInAction = apiAction({
  path: '/api/auth/sign-in/',
  input: signInSchema,
  answer: authResultSchema,
})
