import { z } from 'zod'
import { fetchAccountData } from '../account/account-data.server.ts'
import { errorText } from '#shared/http/error-text.ts'
import { openService, type ServiceTarget, serviceConfig } from '../http/service-client.server.ts'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { type LabUpload, multipartStream, type OutgoingFile } from './lab-request-body.server.ts'
import type { Session } from '../identity/session.server.ts'
import { euBaseUrl } from '#domain/pdf-api/hosts.ts'
import { LAB_MESSAGES, type LabResult } from '#shared/api/lab.schema.ts'
import { maxUploadBytes, tooLargeMessage } from '#domain/plans/plan-limits.ts'
import { filePartNames, findLabTool, paramProblems, requestFields } from '#domain/pdf-api/tools.ts'

export type LabRequest = {
  toolId: string
  values: Record<string, string>
  region: 'global' | 'eu'
  /** The files as they arrive, read once each, in order. */
  files: AsyncIterable<LabUpload>
  /** How long the files may take to arrive (the request gate's deadline for their size). */
  uploadMs?: number
}

const MAX_BODY_CHARS = 100_000
const outputSchema = z.object({ outputId: z.string().regex(/^[\w-]{1,80}$/) }).loose()

/** A tool run waits for the PDF API's processing, far longer than a data read. */
const LAB_TIMEOUT_MS = 60_000
const PDF_MAGIC = new TextEncoder().encode('%PDF-')

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

const startsAsPdf = (head: Uint8Array) => PDF_MAGIC.every((byte, index) => head[index] === byte)

function describeBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2).slice(0, MAX_BODY_CHARS)
  } catch {
    return text.slice(0, MAX_BODY_CHARS)
  }
}

/** Why a run stopped while its files streamed: the message the customer is shown. */
class LabRefusal extends Error {}

type FileRules = { needsPdf: boolean; maxBytes: number; tooLarge: string; notPdf: string }

/**
 * A file's bytes passed on as they come, checked on the way: a PDF tool's main file must start as a
 * PDF, and no file may pass the plan's limit. A file that breaks a rule stops the run.
 */
async function* checkedChunks(
  chunks: AsyncIterable<Uint8Array>,
  rules: FileRules,
): AsyncGenerator<Uint8Array> {
  let size = 0
  let head: Uint8Array | undefined = rules.needsPdf ? new Uint8Array(0) : undefined
  for await (const chunk of chunks) {
    size += chunk.length
    if (size > rules.maxBytes) throw new LabRefusal(rules.tooLarge)
    if (!head) {
      yield chunk
      continue
    }
    head = Buffer.concat([head, chunk])
    if (head.length < PDF_MAGIC.length) continue
    if (!startsAsPdf(head)) throw new LabRefusal(rules.notPdf)
    yield head
    head = undefined
  }
  if (head && !startsAsPdf(head)) throw new LabRefusal(rules.notPdf)
}

/**
 * Sends one API lab request for the signed-in customer with their own API key, which is read on
 * the server and never leaves it. The files stream through to the API as they arrive; input
 * mistakes come back as messages (found before the call, or while the files stream, which stops it);
 * the API's own answer (any status) is shown as it is. The run limit is the request gate's.
 */
export async function runLabRequest(session: Session | null, request: LabRequest): Promise<LabResult> {
  if (!session) return { ok: false, message: LAB_MESSAGES.signedOut }
  const tool = findLabTool(request.toolId)
  if (!tool || tool.id !== request.toolId) return { ok: false, message: LAB_MESSAGES.unknownTool }
  const problems = paramProblems(tool, request.values)
  if (Object.keys(problems).length > 0) {
    return { ok: false, message: Object.values(problems).join('; '), problems }
  }
  const account = await fetchAccountData(session.user.id)
  if (!account.ok) return { ok: false, message: account.message }
  const plan = account.data.plan ?? 'Starter'
  const limit = maxUploadBytes(plan, account.data.maxFileSizeOverride)
  const uploads = request.files[Symbol.asyncIterator]()
  let first: IteratorResult<LabUpload>
  try {
    first = await uploads.next()
  } catch {
    return { ok: false, message: INVALID_REQUEST_MESSAGE }
  }
  if (first.done && tool.files.min > 0) return { ok: false, message: LAB_MESSAGES.tooFew(tool.files.min) }

  // A refusal met while the files stream stops the call; the API never sees a whole request.
  const stopped = new AbortController()
  let refusal: string | undefined
  const refuse = (error: unknown) => {
    refusal ??= error instanceof LabRefusal ? error.message : INVALID_REQUEST_MESSAGE
    stopped.abort()
    return error
  }
  // Wraps what the body reads, so a refusal thrown in a file's bytes stops the call with its message.
  async function* refusing<T>(source: AsyncIterable<T>): AsyncGenerator<T> {
    try {
      yield* source
    } catch (error) {
      throw refuse(error)
    }
  }
  async function* outgoing(): AsyncGenerator<OutgoingFile> {
    if (!tool) return
    let index = 0
    for (let next = first; !next.done; next = await uploads.next(), index += 1) {
      const upload = next.value
      if (upload.field !== 'file') throw new LabRefusal(INVALID_REQUEST_MESSAGE)
      if (index >= tool.files.max) throw new LabRefusal(LAB_MESSAGES.tooMany(tool.files.max))
      const part = filePartNames(tool, index + 1)[index] ?? 'file'
      const rules: FileRules = {
        needsPdf: tool.input === 'pdf' && part === 'file',
        maxBytes: limit,
        tooLarge: tooLargeMessage(upload.name, plan, limit),
        notPdf: LAB_MESSAGES.notPdf(upload.name),
      }
      const chunks = refusing(checkedChunks(upload.chunks, rules))
      yield { part, name: upload.name, type: upload.type, chunks }
    }
    if (index < tool.files.min) throw new LabRefusal(LAB_MESSAGES.tooFew(tool.files.min))
  }

  const started = performance.now()
  const answer = await openService(pdfApiTarget(request.region), `/${tool.id}`, {
    method: 'POST',
    headers: { 'Api-Key': account.data.key },
    stream: multipartStream(requestFields(tool, request.values), refusing(outgoing())),
    timeoutMs: LAB_TIMEOUT_MS + (request.uploadMs ?? 0),
    signal: stopped.signal,
  })
  if (refusal) {
    if (answer.ok) await answer.response.body?.cancel()
    return { ok: false, message: refusal }
  }
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
