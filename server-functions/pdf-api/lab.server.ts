import { z } from 'zod'
import { fetchAccountData } from '../account/account-data.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import { openService, type ServiceTarget, serviceConfig } from '../http/service-client.server.ts'
import { createLimiter } from '../http/throttle.server.ts'
import { throttledMessage } from '#shared/api/auth.schema.ts'
import type { Session } from '../identity/session.server.ts'
import { euBaseUrl } from '#domain/pdf-api/hosts.ts'
import { LAB_MESSAGES, type LabResult } from '#shared/api/lab.schema.ts'
import { maxUploadBytes, tooLargeMessage } from '#domain/plans/plan-limits.ts'
import { filePartNames, findLabTool, paramProblems, requestFields } from '#domain/pdf-api/tools.ts'

export type LabRequest = {
  toolId: string
  values: Record<string, string>
  region: 'global' | 'eu'
  files: File[]
}

const MAX_BODY_CHARS = 100_000
// Every run is a PDF API call made by this server: a person clicking is far below this.
// Signed-in customers only, each call billed to their own key: no reason to refuse while the store is down.
const runsPerCustomer = createLimiter({
  name: 'lab-runs',
  limit: 30,
  windowMs: 60_000,
  whenStoreDown: 'allow',
  guards: 'pdfApi',
})
const outputSchema = z.object({ outputId: z.string().regex(/^[\w-]{1,80}$/) }).loose()

/** A tool run waits for the PDF API's processing, far longer than a data read. */
const LAB_TIMEOUT_MS = 60_000

/** The PDF API in the customer's region: the EU host for EU processing, the configured one otherwise. */
function pdfApiTarget(region: 'global' | 'eu'): ServiceTarget {
  if (region === 'global') return 'pdfApi'
  return { name: 'pdfApi', url: euBaseUrl(serviceConfig('pdfApi').url) }
}

/** The output file's id when the API answered one; any other answer is shown as it came. */
function outputOf(text: string): z.infer<typeof outputSchema> | null {
  try {
    const parsed = outputSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

async function isPdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer())
  return new TextDecoder().decode(head) === '%PDF-'
}

function describeBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2).slice(0, MAX_BODY_CHARS)
  } catch {
    return text.slice(0, MAX_BODY_CHARS)
  }
}

/**
 * Sends one API lab request for the signed-in customer with their own API key, which is read on
 * the server and never leaves it. Input mistakes come back as messages; the API's own answer
 * (any status) is shown as it is.
 */
export async function runLabRequest(session: Session | null, request: LabRequest): Promise<LabResult> {
  if (!session) return { ok: false, message: LAB_MESSAGES.signedOut }
  const gate = await runsPerCustomer.hit(session.user.id)
  if (!gate.allowed) return { ok: false, message: throttledMessage(gate.retryAfterMs) }
  const tool = findLabTool(request.toolId)
  if (!tool || tool.id !== request.toolId) return { ok: false, message: LAB_MESSAGES.unknownTool }
  const problems = paramProblems(tool, request.values)
  if (Object.keys(problems).length > 0) {
    return { ok: false, message: Object.values(problems).join('; '), problems }
  }
  if (request.files.length < tool.files.min)
    return { ok: false, message: LAB_MESSAGES.tooFew(tool.files.min) }
  if (request.files.length > tool.files.max)
    return { ok: false, message: LAB_MESSAGES.tooMany(tool.files.max) }
  const parts = filePartNames(tool, request.files.length)
  if (tool.input === 'pdf') {
    for (const [index, file] of request.files.entries()) {
      if (parts[index] === 'file' && !(await isPdf(file)))
        return { ok: false, message: LAB_MESSAGES.notPdf(file.name) }
    }
  }
  const account = await fetchAccountData(session.user.id)
  if (!account.ok) return { ok: false, message: account.message }
  const plan = account.data.plan ?? 'Starter'
  const limit = maxUploadBytes(plan, account.data.maxFileSizeOverride)
  const large = request.files.find((file) => file.size > limit)
  if (large) return { ok: false, message: tooLargeMessage(large.name, plan, limit) }

  const form = new FormData()
  for (const [index, file] of request.files.entries()) form.append(parts[index] ?? 'file', file, file.name)
  for (const [name, value] of requestFields(tool, request.values)) form.append(name, value)
  const started = performance.now()
  const answer = await openService(pdfApiTarget(request.region), `/${tool.id}`, {
    method: 'POST',
    headers: { 'Api-Key': account.data.key },
    multipart: form,
    timeoutMs: LAB_TIMEOUT_MS,
  })
  if (!answer.ok) return { ok: false, message: LAB_MESSAGES.unavailable }
  const { response } = answer
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    console.error(`[lab] /${tool.id} failed:`, errorText(error))
    return { ok: false, message: LAB_MESSAGES.unavailable }
  }
  const timingMs = Math.round(performance.now() - started)
  const output = outputOf(text)
  const extension = tool.output === 'json' ? '' : `.${tool.output}`
  const name = `${(request.values.output ?? '').trim() || tool.id}${extension}`
  return {
    ok: true,
    status: response.status,
    statusText: response.statusText,
    timingMs,
    body: describeBody(text),
    download:
      response.ok && output
        ? {
            href: `/api/lab/output/?id=${encodeURIComponent(output.outputId)}&region=${request.region}&name=${encodeURIComponent(name)}`,
            name,
          }
        : null,
  }
}

const downloadQuery = z.object({
  id: z.string().regex(/^[\w-]{1,80}$/),
  region: z.enum(['global', 'eu']).default('global'),
  name: z
    .string()
    .regex(/^[\w.-]{1,120}$/)
    .default('output'),
})

/** Streams an output file from the PDF API to a signed-in customer (GET /api/lab/output/). */
export async function labOutputResponse(session: Session | null, url: URL): Promise<Response> {
  const headers = { 'Cache-Control': 'private, no-store' }
  if (!session) return Response.json({ error: LAB_MESSAGES.signedOut }, { status: 401, headers })
  const query = downloadQuery.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success) return Response.json({ error: 'Unknown output file.' }, { status: 400, headers })
  const { id, region, name } = query.data
  const answer = await openService(pdfApiTarget(region), `/resource/${id}`, { query: { format: 'file' } })
  if (!answer.ok) return Response.json({ error: LAB_MESSAGES.unavailable }, { status: 502, headers })
  const upstream = answer.response
  if (!upstream.ok || !upstream.body) {
    return Response.json(
      { error: 'This output is no longer available.' },
      { status: upstream.status === 404 ? 404 : 502, headers },
    )
  }
  return new Response(upstream.body, {
    headers: {
      ...headers,
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'content-disposition': `attachment; filename="${name}"`,
      'x-content-type-options': 'nosniff',
    },
  })
}
