import { createServerFn } from '@tanstack/react-start'
import { licenseSubmissionSchema } from '#shared/api/license-request.schema.ts'
import { submitLicenseRequest } from './license-request.server.ts'
import { clientAddress } from '../http/client-address.server.ts'

export const requestLicenseKey = createServerFn({ method: 'POST' })
  .validator(licenseSubmissionSchema)
  .handler(({ data }) => submitLicenseRequest(data.request, data.botToken, clientAddress()))
