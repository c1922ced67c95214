import { createServerFn } from '@tanstack/react-start'
import { readSession } from '../identity/current-session.server.ts'
import { supportSubmissionSchema } from '#shared/api/support.schema.ts'
import { submitSupportRequest } from './support.server.ts'
import { clientAddress } from '../http/client-address.server.ts'

export const sendSupportRequest = createServerFn({ method: 'POST' })
  .validator(supportSubmissionSchema)
  .handler(async ({ data }) =>
    submitSupportRequest(data.request, data.botToken, clientAddress(), await readSession()),
  )
