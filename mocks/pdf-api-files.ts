import { HttpResponse, http, type RequestHandler } from 'msw'
import { applyServiceMode } from './controls.ts'
import { makePdf } from './fixtures/tiny-pdf.ts'
import { apiError, fileInfo, type StoredFile, store, storedFiles } from './pdf-api-store.ts'
import { findUserByApiKey } from './users.ts'

const MAX_URLS = 10
const MAX_URL_LENGTH = 2048

const typeByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  json: 'application/json',
  xml: 'application/xml',
  txt: 'text/plain',
  md: 'text/markdown',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** A file named by a web address: the mock cannot fetch, so a PDF address gets a one-page PDF naming it. */
function fromAddress(address: string, plan: Parameters<typeof store>[4]): StoredFile | null {
  if (address.length > MAX_URL_LENGTH) return null
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const name = url.pathname.split('/').pop() || `${url.hostname}.html`
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? 'html'
  const type = typeByExtension[extension] ?? 'text/html'
  const bytes =
    type === 'application/pdf'
      ? makePdf([[`Fetched from ${url.href}`]], name)
      : new TextEncoder().encode(`<!doctype html><title>${url.hostname}</title><p>${url.pathname}</p>`)
  return store(name, type, bytes, false, plan)
}

/** The `url` field of a JSON upload: one address or a list (the Python SDK's `UploadURLs`). */
function addressesOf(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null || !('url' in body)) return null
  const list = [body.url].flat()
  return list.every((item) => typeof item === 'string') ? list : null
}

/**
 * The file service around the tools: `/upload` (multipart `file` parts, a JSON `url` list, or a raw
 * body named by `Content-Filename` as pdfRest's own samples send it), `/resource/{id}` (the file by
 * default, its details with `format=info`), `/delete` and the `/up` health check.
 */
export function pdfApiFileHandlers(base: string): RequestHandler[] {
  return [
    http.get(`${base}/up`, async () => {
      const down = await applyServiceMode('pdfApi')
      if (down) return down
      // The shape the Python SDK's UpResponse validates (tests/test_client.py `_build_up_response`).
      return HttpResponse.json({
        status: 'OK',
        product: 'pdfRest API Toolkit',
        releaseDate: '2025-09-25',
        version: '2.31.1',
      })
    }),
    http.post(`${base}/upload`, async ({ request }) => {
      const down = await applyServiceMode('pdfApi')
      if (down) return down
      const user = findUserByApiKey(request.headers.get('api-key') ?? '')
      if (!user) return apiError(401, 'Invalid API key.')
      const plan = user.account.plan
      const type = request.headers.get('content-type') ?? ''
      const uploaded: StoredFile[] = []
      if (type.includes('multipart/form-data')) {
        const form = await request.formData().catch(() => null)
        for (const [name, value] of form?.entries() ?? []) {
          if (value instanceof File && /^file(\[\d*\])?$/.test(name))
            uploaded.push(
              store(value.name, value.type, new Uint8Array(await value.arrayBuffer()), false, plan),
            )
        }
      } else if (type.includes('application/json')) {
        const addresses = addressesOf(await request.json().catch(() => null))
        if (!addresses || addresses.length === 0) return apiError(400, 'No file was uploaded.')
        if (addresses.length > MAX_URLS) return apiError(400, `Send at most ${MAX_URLS} URLs at a time.`)
        for (const address of addresses) {
          const file = fromAddress(address, plan)
          if (!file) return apiError(400, `The url ${address.slice(0, 100)} is not an http or https address.`)
          uploaded.push(file)
        }
      } else {
        const name = request.headers.get('content-filename')?.trim()
        const bytes = new Uint8Array(await request.arrayBuffer())
        if (name && bytes.length > 0) uploaded.push(store(name.slice(0, 255), type, bytes, false, plan))
      }
      if (uploaded.length === 0) return apiError(400, 'No file was uploaded.')
      return HttpResponse.json({ files: uploaded.map((file) => ({ name: file.name, id: file.id })) })
    }),
    http.get(`${base}/resource/:id`, async ({ params, request }) => {
      const down = await applyServiceMode('pdfApi')
      if (down) return down
      const file = storedFiles().get(String(params.id))
      if (!file) return apiError(404, 'Resource not found.')
      const format = new URL(request.url).searchParams.get('format') ?? 'file'
      if (format === 'info') return HttpResponse.json(fileInfo(file, base))
      if (format === 'url') return HttpResponse.json({ url: fileInfo(file, base).url })
      if (format !== 'file') return apiError(400, 'format must be file, info or url.')
      return new HttpResponse(file.bytes, {
        headers: { 'content-type': file.type, 'content-disposition': `attachment; filename="${file.name}"` },
      })
    }),
    http.post(`${base}/delete`, async ({ request }) => {
      const down = await applyServiceMode('pdfApi')
      if (down) return down
      if (!findUserByApiKey(request.headers.get('api-key') ?? '')) return apiError(401, 'Invalid API key.')
      const type = request.headers.get('content-type') ?? ''
      let ids: unknown
      if (type.includes('multipart/form-data')) ids = (await request.formData().catch(() => null))?.get('ids')
      else {
        const body: unknown = await request.json().catch(() => null)
        ids = typeof body === 'object' && body !== null && 'ids' in body ? body.ids : undefined
      }
      // The SDK's DeletePayload sends one comma-separated `ids` string (models/_internal.py).
      const list = (Array.isArray(ids) ? ids : String(ids ?? '').split(','))
        .map((id) => String(id).trim())
        .filter(Boolean)
      if (list.length === 0) return apiError(400, 'ids is required: the ids of the files to delete.')
      if (list.length > 100) return apiError(400, 'Delete at most 100 files at a time.')
      const deletionResponses = Object.fromEntries(
        list.map((id) => [id, storedFiles().delete(id) ? 'successfully deleted' : 'File not found.']),
      )
      return HttpResponse.json({ deletionResponses })
    }),
  ]
}
