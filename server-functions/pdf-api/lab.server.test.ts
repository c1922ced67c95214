import { beforeEach, describe, expect, it, vi } from 'vitest'
import { mockHandlers } from '#mocks/handlers.ts'
import { makePdf } from '#mocks/fixtures/tiny-pdf.ts'
import { startMockServerFor } from '#mocks/test-server.ts'
import { DEMO_PASSWORD, findUserByEmail } from '#mocks/users.ts'
import { serverEnv } from '../env.server.ts'
import { resetAllLimiters } from '../http/throttle.server.ts'
import { signIn } from '../identity/auth.server.ts'
import type { Session } from '../identity/session.server.ts'
import { LAB_MESSAGES } from '#shared/api/lab.schema.ts'
import { labOutputResponse, runLabRequest } from './lab.server.ts'
import type { LabUpload } from './lab-request-body.server.ts'

startMockServerFor(mockHandlers(serverEnv()))
beforeEach(() => {
  resetAllLimiters()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

async function sessionOf(email: string): Promise<Session> {
  const outcome = await signIn({ email, password: DEMO_PASSWORD }, '192.0.2.9')
  if (!outcome.session) throw new Error(`no session for ${email}`)
  return outcome.session
}
const pdf = (name = 'sample.pdf') => new File([makePdf([['Hello lab']])], name, { type: 'application/pdf' })

/** Files as the lab's form reader hands them on: one after another, each read once. */
async function* uploads(files: File[]): AsyncGenerator<LabUpload> {
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    // In two pieces, as a body arrives: the PDF check must not depend on the first one.
    const chunks = async function* () {
      yield bytes.slice(0, 3)
      yield bytes.slice(3)
    }
    yield { field: 'file', name: file.name, type: file.type, chunks: chunks() }
  }
}

describe('API lab requests', () => {
  it("runs a tool with the customer's own key, counts usage and offers the output", async () => {
    const session = await sessionOf('premium@example.com')
    const before = findUserByEmail('premium@example.com')?.account.totalCalls ?? 0
    const result = await runLabRequest(session, {
      toolId: 'compressed-pdf',
      values: { compression_level: 'high' },
      region: 'global',
      files: uploads([pdf()]),
    })
    if (!result.ok) throw new Error(result.message)
    expect(result.status).toBe(200)
    expect(result.body).toContain('"outputId"')
    expect(result.body).not.toContain('demo-premium-0002-key')
    expect(result.download?.href).toMatch(
      /^\/api\/lab\/output\/\?id=[\w-]+&region=global&name=compressed-pdf\.pdf$/,
    )
    expect(findUserByEmail('premium@example.com')?.account.totalCalls).toBe(before + 1)

    const url = new URL(`https://site.test${result.download?.href}`)
    const download = await labOutputResponse(session, url)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="compressed-pdf.pdf"')
    expect((await download.text()).startsWith('%PDF-')).toBe(true)
    expect((await labOutputResponse(null, url)).status).toBe(401)
  })

  it('counts EU-host calls as EU calls', async () => {
    const session = await sessionOf('pro@example.com')
    const before = findUserByEmail('pro@example.com')?.account.euCalls ?? 0
    await runLabRequest(session, {
      toolId: 'pdf-info',
      values: { queries: 'page_count' },
      region: 'eu',
      files: uploads([pdf()]),
    })
    expect(findUserByEmail('pro@example.com')?.account.euCalls).toBe(before + 1)
  })

  it("shows the API's own refusals as they are: a Pro tool on Starter, a wrong password", async () => {
    const starter = await sessionOf('starter@example.com')
    const pro = await runLabRequest(starter, {
      toolId: 'markdown',
      values: {},
      region: 'global',
      files: uploads([pdf()]),
    })
    expect(pro).toMatchObject({ ok: true, status: 403, download: null })
    expect(pro.ok && pro.body).toContain('This tool requires a paid plan with Pro tools.')
    const decrypt = await runLabRequest(starter, {
      toolId: 'decrypted-pdf',
      values: { current_open_password: 'guess' },
      region: 'global',
      files: uploads([pdf()]),
    })
    expect(decrypt).toMatchObject({ ok: true, status: 400 })
  })

  it('refuses input mistakes with clear messages before calling the API', async () => {
    const session = await sessionOf('starter@example.com')
    expect(
      await runLabRequest(null, { toolId: 'pdf-info', values: {}, region: 'global', files: uploads([]) }),
    ).toEqual({
      ok: false,
      message: LAB_MESSAGES.signedOut,
    })
    expect(
      await runLabRequest(session, {
        toolId: 'compressed-pdf',
        values: { compression_level: 'max' },
        region: 'global',
        files: uploads([pdf()]),
      }),
    ).toMatchObject({
      ok: false,
      problems: { compression_level: 'Compression level must be one of low, medium, high, custom' },
    })
    expect(
      await runLabRequest(session, {
        toolId: 'compressed-pdf',
        values: { compression_level: 'low' },
        region: 'global',
        files: uploads([new File(['hello'], 'notes.txt')]),
      }),
    ).toEqual({ ok: false, message: 'This tool needs a PDF, and notes.txt is not one.' })
    expect(
      await runLabRequest(session, {
        toolId: 'merged-pdf',
        values: {},
        region: 'global',
        files: uploads([pdf()]),
      }),
    ).toEqual({
      ok: false,
      message: 'This tool needs at least 2 files.',
    })
    const big = new Uint8Array(101 * 1024 * 1024)
    big.set(new TextEncoder().encode('%PDF-1.7'))
    expect(
      await runLabRequest(session, {
        toolId: 'pdf-info',
        values: { queries: 'page_count' },
        region: 'global',
        files: uploads([new File([big], 'big.pdf')]),
      }),
    ).toEqual({ ok: false, message: 'big.pdf is larger than the 100 MB your Starter plan allows per file.' })
    expect(
      await runLabRequest(session, { toolId: 'teleport', values: {}, region: 'global', files: uploads([]) }),
    ).toEqual({
      ok: false,
      message: LAB_MESSAGES.unknownTool,
    })
  })

  it('says so when the PDF API is down', async () => {
    const session = await sessionOf('pro@example.com')
    const { mockControls } = await import('#mocks/controls.ts')
    mockControls().pdfApi = 'down'
    const result = await runLabRequest(session, {
      toolId: 'pdf-info',
      values: { queries: 'page_count' },
      region: 'global',
      files: uploads([pdf()]),
    })
    expect(result).toMatchObject({ ok: true, status: 503 })
  })
})
