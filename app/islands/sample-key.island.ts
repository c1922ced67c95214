import { enhanceSampleKeys } from '#blocks/code-sample/sample-key.ts'
import { apiKeyResponseSchema } from '#shared/api/api-key.schema.ts'
import { apiCall } from './server-calls/api-call.ts'
import { USER_EVENT } from './user-event.ts'

const readKey = async () => (await apiCall('/api/api-key/', apiKeyResponseSchema)).key

/**
 * Island `sample-key`: a signed-in customer's own key in every code sample of the page, with the
 * control that hides it again. Plain DOM; loaded only once the page knows someone is signed in.
 */
export function mount(): void {
  enhanceSampleKeys(document, readKey, USER_EVENT)
}
