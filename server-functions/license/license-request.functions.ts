import { createServerFn } from '@tanstack/react-start'
import { getRequestIP } from '@tanstack/react-start/server'
import { licenseSubmissionSchema } from './license-request.schema.ts'
import { submitLicenseRequest } from './license-request.server.ts'

export const requestLicenseKey = createServerFn({ method: 'POST' })
  .validator(licenseSubmissionSchema)
  .handler(({ data }) => submitLicenseRequest(data.request, data.botToken, getRequestIP() ?? 'unknown'))
