import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, type Page, test } from '@playwright/test'
import { sampleLanguageLabels, sampleLanguages } from '#domain/pdf-api/code-samples.ts'
import { FILE_ID_PLACEHOLDER, fileEndpointPath, fileEndpoints } from '#domain/pdf-api/file-endpoints.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { guidePath, guides, MOCK_KEYS, PDF_API_MOCK_URL } from '#shared/docs/guides.ts'
import { QUICKSTART_OUTPUT } from '#shared/docs/quickstart-programs.ts'
import { writeSampleInputs } from './sample-inputs.ts'
import { isRunnable, referenceSwaps, runSamples, type Sample, tally } from './sample-runner.ts'

/**
 * Every code sample of every reference page, read from the rendered page (the text a developer
 * copies), run in each language this machine runs (cURL, Python with requests, Node.js, PHP, Java;
 * not C#: Debian has no .NET SDK) against the standalone mock server (dist/mock-server, as
 * `npm run mocks` starts it) with only the base URL and a demo key swapped in; the test-server
 * guide's samples against the server it documents (`npm run mocks:pdf-api`, the image's), with only
 * its address swapped. Each sample finds the input files it names, each of the kind its endpoint
 * reads. A Playwright spec rather than a unit test: it reads the built site's pages and runs the
 * built mocks, which only exist after the build; the pages are read without JavaScript, as
 * documents, so one browser page serves them all.
 */
const basePort = Number(process.env.E2E_PORT ?? 4173)
const [mockPort, pdfApiMockPort] = [basePort + 4, basePort + 5]

test.use({ javaScriptEnabled: false })
test.describe.configure({ mode: 'serial', timeout: 600_000 })

const children: ChildProcess[] = []
let apiBase = ''
let pdfApiMockBase = ''
let inputs: { dir: string; names: string[] } = { dir: '', names: [] }

/** Starts a built Node script and waits for the line that says where it answers. */
function start(script: string, env: Record<string, string>, ready: RegExp): Promise<string> {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise<string>((resolve, reject) => {
    let output = ''
    child.on('exit', (code) => reject(new Error(`${script} stopped (${code}): ${output}`)))
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const address = ready.exec(output)?.[1]
      if (address) resolve(address)
    })
  })
}

test.beforeAll(async () => {
  apiBase = await start(
    'dist/mock-server/mock-server.js',
    { MOCK_PORT: String(mockPort) },
    /^PDF_API_URL=(\S+)$/m,
  )
  pdfApiMockBase = await start(
    'dist/mock-server/pdf-api-mock.js',
    { PORT: String(pdfApiMockPort), PDF_API_MOCK_URL: `http://127.0.0.1:${pdfApiMockPort}` },
    /answers at (\S+)/,
  )
  const dir = await mkdtemp(join(tmpdir(), 'pdfrest-sample-inputs-'))
  inputs = { dir, names: await writeSampleInputs(dir, apiBase, MOCK_KEYS.pro) }
})

test.afterAll(async () => {
  for (const child of children) child.kill()
  if (inputs.dir) await rm(inputs.dir, { recursive: true, force: true })
})

const languageOfLabel = new Map(sampleLanguages.map((language) => [sampleLanguageLabels[language], language]))

/** The code blocks a page shows, each `<pre aria-label="{label} sample">`'s text as rendered. */
async function blocksOn(page: Page, path: string): Promise<{ label: string; code: string }[]> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  return page.locator('pre[aria-label$=" sample"]').evaluateAll((elements) =>
    elements.map((element) => ({
      label: (element.getAttribute('aria-label') ?? '').replace(/ sample$/, ''),
      code: element.textContent ?? '',
    })),
  )
}

/** The runnable samples among a page's blocks, with what is swapped in before they run. */
async function samplesOn(page: Page, path: string, replacements: [string, string][]): Promise<Sample[]> {
  return (await blocksOn(page, path)).flatMap(({ label, code }) => {
    const language = languageOfLabel.get(label)
    return language && isRunnable(language)
      ? [{ where: `${path} ${label}`, language, code, replacements }]
      : []
  })
}

/** A file stored by the demo key's upload, for the samples that act on one of your files. */
async function uploadedId(): Promise<string> {
  const form = new FormData()
  form.append('file', new Blob(['%PDF-1.7\n%%EOF\n'], { type: 'application/pdf' }), 'mine.pdf')
  const response = await fetch(`${apiBase}/upload`, {
    method: 'POST',
    headers: { 'Api-Key': MOCK_KEYS.pro },
    body: form,
  })
  const answer: unknown = await response.json()
  const id =
    typeof answer === 'object' && answer !== null && 'files' in answer && Array.isArray(answer.files)
      ? String(answer.files[0]?.id ?? '')
      : ''
  expect(id, 'an uploaded file id').not.toBe('')
  return id
}

test('every sample on every reference page runs against the standalone mock', async ({ page }) => {
  const reference = referenceSwaps(apiBase, MOCK_KEYS.pro)
  const samples: Sample[] = []
  for (const path of ['/documentation/', ...labTools.map((tool) => `/documentation/${tool.id}/`)])
    samples.push(...(await samplesOn(page, path, reference)))
  // Each endpoint page shows all five runnable languages; the overview its cURL first call.
  expect(samples.length).toBe(labTools.length * 5 + 1)
  // The file service's pages: a sample that names a file gets one of its own, uploaded by the demo
  // key, as a developer puts in the id of one of their files.
  for (const endpoint of fileEndpoints) {
    const onPage = await samplesOn(page, fileEndpointPath(endpoint), reference)
    expect(onPage.length, endpoint.path).toBe(5)
    for (const sample of onPage) {
      const needsId = sample.code.includes(FILE_ID_PLACEHOLDER)
      const swaps: [string, string][] = needsId
        ? [...reference, [FILE_ID_PLACEHOLDER, await uploadedId()]]
        : reference
      samples.push({ ...sample, replacements: swaps, answerKey: endpoint.answerKey })
    }
  }
  const testServer = guides.find((guide) => guide.slug === 'test-your-integration')
  const guideSamples = testServer
    ? await samplesOn(page, guidePath(testServer), [[PDF_API_MOCK_URL, pdfApiMockBase]])
    : []
  expect(guideSamples.map((sample) => sample.language)).toEqual(['curl', 'python'])

  const started = performance.now()
  const results = await runSamples([...samples, ...guideSamples], { inputs })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`[samples] ${results.length} run in ${seconds} s:`, tally(results))
  const failures = results.filter((result) => !result.ok).map((result) => `${result.where}: ${result.detail}`)
  expect(failures).toEqual([])
})

test('each quickstart runs against the standalone mock and saves the compressed PDF', async ({ page }) => {
  const samples = await samplesOn(page, '/documentation/quickstart/', referenceSwaps(apiBase, MOCK_KEYS.pro))
  // Every runnable language, each from its key to the downloaded file.
  expect(samples.map((sample) => sample.language).sort()).toEqual(['curl', 'java', 'nodejs', 'php', 'python'])
  const results = await runSamples(samples, { inputs, output: QUICKSTART_OUTPUT })
  console.log('[quickstart]', tally(results))
  const failures = results.filter((result) => !result.ok).map((result) => `${result.where}: ${result.detail}`)
  expect(failures).toEqual([])
})

/**
 * pdfRest's Python SDK cannot be installed here (PyPI is out of reach), so its samples are checked
 * as far as they can be without it: each compiles, and the test-server guide's points the client
 * at the test server with a demo key. The requests the SDK sends are the client conformance
 * fixtures' subject, not this test's.
 */
test("pdfRest's Python SDK samples compile and point at the test server", async ({ page }) => {
  const sdkSamples: { path: string; code: string }[] = []
  for (const guide of guides)
    for (const block of await blocksOn(page, guidePath(guide)))
      if (block.label === 'Python SDK') sdkSamples.push({ path: guidePath(guide), code: block.code })
  expect(sdkSamples.map((sample) => sample.path)).toEqual([
    '/documentation/sdks/',
    '/documentation/test-your-integration/',
  ])
  const dir = await mkdtemp(join(tmpdir(), 'pdfrest-sdk-samples-'))
  try {
    for (const [index, sample] of sdkSamples.entries()) {
      const file = join(dir, `sdk_sample_${index}.py`)
      await writeFile(file, sample.code)
      await promisify(execFile)(process.env.PYTHON ?? 'python3', ['-m', 'py_compile', file])
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  expect(sdkSamples[1]?.code).toContain(`api_key="${MOCK_KEYS.pro}", base_url="${PDF_API_MOCK_URL}"`)
})
