import { Readable } from 'node:stream'
import Busboy, { type BusboyFileStream } from '@fastify/busboy'
import { INVALID_REQUEST_MESSAGE } from '#shared/api/body-messages.ts'
import { LAB_MESSAGES } from '#shared/api/lab.schema.ts'
import type { LabUpload } from './lab-request-body.server.ts'

/**
 * What a lab form may hold: its three text fields (tool, region, values) and up to 20 files, each
 * part with a few headers. Past any of these the form is refused at once, whatever follows.
 */
export const LAB_FORM_LIMITS = {
  fields: 3,
  files: 20,
  parts: 23,
  fieldNameSize: 64,
  fieldSize: 200_000,
  headerPairs: 8,
} as const

export type LabFormRefusal = { status: 400 | 413; message: string }

export type LabForm = {
  /** The text fields, all sent before the first file. */
  fields: Record<string, string>
  /** The files in the order sent, each read as it arrives: read one to its end before the next. */
  files: AsyncIterable<LabUpload>
  /** Why the form was refused after its fields were read (a part past the limits, a broken body). */
  refusal: () => LabFormRefusal | undefined
  /** Stops reading: the rest of the body is left unread. */
  close: () => void
}

/** A web stream's chunks as Buffers, for a Node stream; the stream is cancelled when reading stops. */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Buffer> {
  const reader = stream.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    }
  } finally {
    reader.cancel().catch(() => undefined)
  }
}

const invalid: LabFormRefusal = { status: 400, message: INVALID_REQUEST_MESSAGE }

/**
 * Reads a lab form as it streams (@fastify/busboy: one pass over the bytes, whatever the number of
 * fields). Resolves once the text fields are in, at the first file or the end of the body; the
 * files then stream on to whoever reads them, never held whole. The site's own client sends the
 * fields first; a field after a file, a repeated field or a part past the limits is refused.
 */
export function readLabForm(request: Request): Promise<LabForm | LabFormRefusal> {
  let busboy: ReturnType<typeof Busboy>
  try {
    busboy = Busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      limits: LAB_FORM_LIMITS,
    })
  } catch {
    // Not multipart, or no boundary.
    return Promise.resolve(invalid)
  }
  const body = Readable.from(request.body ? chunksOf(request.body) : [], { objectMode: false })
  const fields: Record<string, string> = {}
  const arrived: LabUpload[] = []
  let reading: BusboyFileStream | undefined
  let refusal: LabFormRefusal | undefined
  let ended = false
  let wake: (() => void) | undefined
  const notify = () => {
    const waiting = wake
    wake = undefined
    waiting?.()
  }
  const stop = () => {
    body.unpipe(busboy)
    body.destroy()
    reading?.destroy(new Error('The lab form was refused.'))
  }
  const refuse = (why: LabFormRefusal) => {
    refusal ??= why
    stop()
    notify()
  }
  const settled = () => refusal !== undefined || ended || arrived.length > 0 || reading !== undefined

  busboy.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (reading || nameTruncated || valueTruncated || Object.hasOwn(fields, name)) return refuse(invalid)
    fields[name] = value
  })
  busboy.on('file', (name, stream, filename, _encoding, type) => {
    // A refusal destroys the file with an error: whoever reads it sees that error, and a file nobody
    // reads yet must not turn it into the process's uncaught exception.
    stream.on('error', () => undefined)
    reading = stream
    arrived.push({ field: name, name: filename, type, chunks: stream })
    notify()
  })
  for (const limit of ['fieldsLimit', 'filesLimit', 'partsLimit'] as const)
    busboy.on(limit, () => refuse({ status: 413, message: LAB_MESSAGES.tooManyParts }))
  busboy.on('finish', () => {
    ended = true
    notify()
  })
  busboy.on('error', () => refuse(invalid))
  body.on('error', () => refuse(invalid))
  body.pipe(busboy)

  const next = async (): Promise<void> => {
    while (!settled()) await new Promise<void>((resolve) => (wake = resolve))
  }
  async function* files(): AsyncGenerator<LabUpload> {
    for (;;) {
      if (refusal) throw new Error(refusal.message)
      const upload = arrived.shift()
      if (upload) {
        yield upload
        continue
      }
      if (ended) return
      await new Promise<void>((resolve) => (wake = resolve))
    }
  }
  return next().then(() => refusal ?? { fields, files: files(), refusal: () => refusal, close: stop })
}
