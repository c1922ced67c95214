import type { SupportRequest } from '#shared/api/support.schema.ts'
import { apiCall } from './api-call.ts'
import { supportResultSchema } from './request-forms.schema.ts'

/** What `#server/support/support.functions.ts` is in the islands' build: the same call, through /api/support/. */
export const sendSupportRequest = ({ data }: { data: { request: SupportRequest; botToken: string } }) =>
  apiCall('/api/support/', supportResultSchema, data)
