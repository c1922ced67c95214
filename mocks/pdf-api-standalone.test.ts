import { describe, expect, it } from 'vitest'
import { makePdf } from './fixtures/tiny-pdf.ts'
import { createPdfApiMock } from './pdf-api-standalone.ts'

const base = 'http://localhost:4010'
const mock = createPdfApiMock(base)
// The server hands the handler requests addressed as it listens, not as clients name it.
const call = (path: string, init?: RequestInit) => mock(new Request(`http://0.0.0.0:4010${path}`, init))
const key = { 'Api-Key': 'demo-pro-0003-key' }

function pdfForm(fields: Record<string, string> = {}) {
  const form = new FormData()
  form.append('file', new File([makePdf([['Hello']])], 'input.pdf', { type: 'application/pdf' }))
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return form
}

describe('the PDF API mock alone (the integration test server)', () => {
  it('answers the API at the root, with output URLs at its configured address', async () => {
    const response = await call('/compressed-pdf', {
      method: 'POST',
      headers: key,
      body: pdfForm({ compression_level: 'medium' }),
    })
    expect(response.status).toBe(200)
    const answer: { outputUrl: string; outputId: string } = await response.json()
    expect(answer.outputUrl).toBe(`${base}/resource/${answer.outputId}?format=file`)
    const file = await call(`/resource/${answer.outputId}?format=file`)
    expect(file.status).toBe(200)
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('refuses a call without a demo key as the API does', async () => {
    const response = await call('/compressed-pdf', { method: 'POST', body: pdfForm() })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid API key.', message: 'Invalid API key.' })
  })

  it('serves nothing of the site and names an unknown path', async () => {
    for (const path of ['/', '/documentation/', '/api/health/', '/strapi/api/pages']) {
      const response = await call(path)
      expect(response.status, path).toBe(404)
    }
    expect(await (await call('/documentation/')).json()).toEqual({
      error: 'Unknown endpoint /documentation/.',
    })
  })

  it('forgets stored files on reset and answers its health check', async () => {
    const upload = await call('/upload', { method: 'POST', headers: key, body: pdfForm() })
    const { files }: { files: { id: string }[] } = await upload.json()
    const id = files[0]?.id ?? ''
    expect((await call(`/resource/${id}?format=file`)).status).toBe(200)
    expect(await (await call('/_mocks/reset', { method: 'POST' })).json()).toEqual({ reset: true })
    expect((await call(`/resource/${id}?format=file`)).status).toBe(404)
    expect((await call('/_mocks/health')).status).toBe(200)
  })
})
