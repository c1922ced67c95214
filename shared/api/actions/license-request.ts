import { apiAction } from '../action.ts'
import { licenseResultSchema, licenseSubmissionSchema } from '../license-request.schema.ts'

/** Files a container licence key request behind the bot check. */
export const licenseRequestAction = apiAction({
  path: '/api/license-request/',
  input: licenseSubmissionSchema,
  answer: licenseResultSchema,
})
