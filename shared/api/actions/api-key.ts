import { apiRead } from '../action.ts'
import { apiKeyResponseSchema } from '../api-key.schema.ts'

/** The signed-in customer's API key, for the code samples. */
export const apiKeyRead = apiRead({ path: '/api/api-key/', answer: apiKeyResponseSchema })
