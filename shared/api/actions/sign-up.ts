import { apiAction } from '../action.ts'
import { signUpResultSchema } from '../auth-api.schema.ts'
import { signUpSubmissionSchema } from '../sign-up.schema.ts'

/** Creates an account behind the bot check. */
export const signUpAction = apiAction({
  path: '/api/auth/sign-up/',
  input: signUpSubmissionSchema,
  answer: signUpResultSchema,
})
