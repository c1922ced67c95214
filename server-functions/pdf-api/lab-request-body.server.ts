import { randomBytes } from 'node:crypto'

/** One file of a lab form as it arrives: its form field, its name and its bytes, read once. */
export type LabUpload = { field: string; name: string; type: string; chunks: AsyncIterable<Uint8Array> }

/** A file on its way to the PDF API: the part it goes under, its name and its bytes. */
export type OutgoingFile = { part: string; name: string; type: string; chunks: AsyncIterable<Uint8Array> }

const encoder = new TextEncoder()

/** A header value as browsers write it in multipart/form-data: quotes and line breaks escaped. */
const quoted = (text: string) => `"${text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`

/**
 * A multipart/form-data body written as it is read: the text fields, then each file's bytes as they
 * come. Nothing is held but the chunk in hand; an error from a file (a refusal) ends the stream with it.
 */
export function multipartStream(
  fields: [string, string][],
  files: AsyncIterable<OutgoingFile>,
): { contentType: string; body: ReadableStream<Uint8Array> } {
  const boundary = `----pdfrest-lab-${randomBytes(12).toString('hex')}`
  async function* parts(): AsyncGenerator<Uint8Array> {
    for (const [name, value] of fields)
      yield encoder.encode(
        `--${boundary}\r\ncontent-disposition: form-data; name=${quoted(name)}\r\n\r\n${value}\r\n`,
      )
    for await (const file of files) {
      yield encoder.encode(
        `--${boundary}\r\ncontent-disposition: form-data; name=${quoted(file.part)}; filename=${quoted(file.name)}\r\n` +
          `content-type: ${/^[\w.+-]+\/[\w.+-]+$/.test(file.type) ? file.type : 'application/octet-stream'}\r\n\r\n`,
      )
      for await (const chunk of file.chunks) yield chunk
      yield encoder.encode('\r\n')
    }
    yield encoder.encode(`--${boundary}--\r\n`)
  }
  const iterator = parts()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    async cancel() {
      await iterator.return(undefined)
    },
  })
  return { contentType: `multipart/form-data; boundary=${boundary}`, body }
}
