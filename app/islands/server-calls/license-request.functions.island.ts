import type { LicenseRequest } from '#shared/api/license-request.schema.ts'
import { apiCall } from './api-call.ts'
import { licenseResultSchema } from './request-forms.schema.ts'

/** What `#server/license/license-request.functions.ts` is in the islands' build, through /api/license-request/. */
export const requestLicenseKey = ({ data }: { data: { request: LicenseRequest; botToken: string } }) =>
  apiCall('/api/license-request/', licenseResultSchema, data)
