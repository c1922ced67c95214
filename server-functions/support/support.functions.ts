import { createServerFn } from '@tanstack/react-start'
import { getRequestIP } from '@tanstack/react-start/server'
import { readSession } from '../identity/current-session.server.ts'
import { supportSubmissionSchema } from './support.schema.ts'
import { submitSupportRequest } from './support.server.ts'

export const sendSupportRequest = createServerFn({ method: 'POST' })
  .validator(supportSubmissionSchema)
  .handler(async ({ data }) =>
    submitSupportRequest(data.request, data.botToken, getRequestIP() ?? 'unknown', await readSession()),
  )
