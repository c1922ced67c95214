import { apiAction } from '../action.ts'
import { supportResultSchema, supportSubmissionSchema } from '../support.schema.ts'

/** Files a support request behind the bot check. */
export const supportAction = apiAction({
  path: '/api/support/',
  input: supportSubmissionSchema,
  answer: supportResultSchema,
})
