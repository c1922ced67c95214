import { z } from 'zod/mini'
import { labRunInputSchema } from '#shared/api/actions/lab-run.ts'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { PERSONAL_HEADERS } from '../identity/auth-api.server.ts'
import { readSession } from '../identity/current-session.server.ts'
import { uploadDeadlineMs } from '../http/request-gate.server.ts'
import { crossSiteRefusal } from '../http/same-site-only.server.ts'
import { readLabForm } from './lab-form.server.ts'
import { runLabRequest } from './lab.server.ts'

/** The lab form's text fields: the files are read apart, as they stream. */
const labFieldsSchema = z.omit(labRunInputSchema, { file: true })

// The rest of a refused body is never read: the connection closes instead.
const refusal = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { ...PERSONAL_HEADERS, connection: 'close' } })

/**
 * POST /api/lab/run/ after the request gate (who, how many runs, how many uploads in flight, how
 * many bytes): this site only, the form read as it streams, its fields checked with the action's
 * schema, then the run with the files streaming through to the PDF API.
 */
export async function handleLabRun(request: Request): Promise<Response> {
  const crossSite = crossSiteRefusal(request)
  if (crossSite) return crossSite
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? ''))
    return refusal(400, INVALID_REQUEST_MESSAGE)
  const form = await readLabForm(request)
  if (!('fields' in form)) return refusal(form.status, form.message)
  try {
    const fields = labFieldsSchema.safeParse(form.fields)
    if (!fields.success) return refusal(400, INVALID_REQUEST_MESSAGE)
    const declared = Number(request.headers.get('content-length') ?? '')
    const result = await runLabRequest(await readSession(), {
      toolId: fields.data.tool,
      values: fields.data.values,
      region: fields.data.region,
      files: form.files,
      uploadMs: uploadDeadlineMs(Number.isFinite(declared) ? declared : 0),
    })
    const refused = form.refusal()
    if (refused) return refusal(refused.status, refused.message)
    return Response.json(result, { headers: PERSONAL_HEADERS })
  } finally {
    form.close()
  }
}
