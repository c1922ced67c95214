import { enhanceSampleKeys } from '#blocks/code-sample/sample-key.ts'
import { apiKeyRead } from '#shared/api/actions/api-key.ts'
import { readApi } from '#shared/api/client.ts'

const readKey = async () => (await readApi(apiKeyRead)).key

/**
 * Island `sample-key`: a signed-in customer's own key in every code sample of the page, with the
 * control that hides it again. Plain DOM; loaded only once the page knows someone is signed in.
 */
export function mount(): void {
  enhanceSampleKeys(document, readKey)
}
