import { serve } from 'srvx'

/**
 * The PDF API mock as a test server for integrations (`npm run mocks:pdf-api`, or the image of
 * deploy/container/pdf-api-mock.Containerfile): the PDF API and its file store only, no site.
 * PDF_API_MOCK_URL is the address clients use (the output URLs name it); PORT and HOST where it listens.
 */
// A test double: its demo keys and controls are the point, never a real service.
process.env.MOCKS = 'true'
process.env.NODE_ENV = 'development'
const port = Number(process.env.PORT ?? 4010)
const host = process.env.HOST ?? '127.0.0.1'
const base = (process.env.PDF_API_MOCK_URL ?? `http://${host}:${port}`).replace(/\/+$/, '')
const { createPdfApiMock } = await import('../mocks/pdf-api-standalone.ts')

const server = serve({
  port,
  hostname: host,
  gracefulShutdown: { gracefulTimeout: 2 },
  fetch: createPdfApiMock(base),
})
await server.ready()
console.log(`[pdf-api-mock] the pdfRest API mock answers at ${base}`)
console.log('[pdf-api-mock] API keys: demo-pro-0003-key (Pro plan), demo-starter-0001-key (Starter plan)')
