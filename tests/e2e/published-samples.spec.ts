import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { sampleLanguageLabels, sampleLanguages } from '#domain/pdf-api/code-samples.ts'
import { labTools } from '#domain/pdf-api/tools.ts'
import { writeSampleInputs } from './sample-inputs.ts'
import { isRunnable, runSamples, type Sample, tally } from './sample-runner.ts'

/**
 * Every code sample of every reference page, read from the rendered page (the text a developer
 * copies), run in each language this machine runs (cURL, Python with requests, Node.js, PHP, Java;
 * not C#: Debian has no .NET SDK) against the standalone mock server (dist/mock-server, as
 * `npm run mocks` starts it) with only the base URL and a demo key swapped in. Each sample finds
 * the input files it names, each of the kind its endpoint reads. A Playwright spec rather than a
 * unit test: it reads the built site's pages and runs the built mock, which only exist after the
 * build; the pages are read without JavaScript, as a document, so one browser page serves them all.
 */
const mockPort = Number(process.env.E2E_PORT ?? 4173) + 4
const PRO_KEY = 'demo-pro-0003-key'

test.use({ javaScriptEnabled: false })
test.describe.configure({ timeout: 600_000 })

let mockServer: ChildProcess | undefined
let apiBase = ''
let inputs: { dir: string; names: string[] } = { dir: '', names: [] }

test.beforeAll(async () => {
  const server = spawn(process.execPath, ['dist/mock-server/mock-server.js'], {
    env: { ...process.env, MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  mockServer = server
  apiBase = await new Promise<string>((resolve, reject) => {
    let output = ''
    server.on('exit', (code) => reject(new Error(`the mock server stopped (${code}): ${output}`)))
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const address = /^PDF_API_URL=(\S+)$/m.exec(output)?.[1]
      if (address) resolve(address)
    })
  })
  const dir = await mkdtemp(join(tmpdir(), 'pdfrest-sample-inputs-'))
  inputs = { dir, names: await writeSampleInputs(dir, apiBase, PRO_KEY) }
})

test.afterAll(async () => {
  mockServer?.kill()
  if (inputs.dir) await rm(inputs.dir, { recursive: true, force: true })
})

const languageOfLabel = new Map(sampleLanguages.map((language) => [sampleLanguageLabels[language], language]))

/** The samples a page shows, each `<pre aria-label="{Language} sample">`'s text as rendered. */
async function samplesOn(page: Page, path: string): Promise<Sample[]> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  const blocks = await page.locator('pre[aria-label$=" sample"]').evaluateAll((elements) =>
    elements.map((element) => ({
      label: (element.getAttribute('aria-label') ?? '').replace(/ sample$/, ''),
      code: element.textContent ?? '',
    })),
  )
  return blocks.flatMap(({ label, code }) => {
    const language = languageOfLabel.get(label)
    return language && isRunnable(language) ? [{ where: `${path} ${label}`, language, code }] : []
  })
}

test('every sample on every reference page runs against the standalone mock', async ({ page }) => {
  const paths = ['/documentation/', ...labTools.map((tool) => `/documentation/${tool.id}/`)]
  const samples: Sample[] = []
  for (const path of paths) samples.push(...(await samplesOn(page, path)))
  // Each endpoint page shows all five runnable languages; the overview its cURL first call.
  expect(samples.length).toBe(labTools.length * 5 + 1)

  const started = performance.now()
  const results = await runSamples(samples, { apiBase, apiKey: PRO_KEY, inputs })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`[samples] ${results.length} run in ${seconds} s:`, tally(results))
  const failures = results.filter((result) => !result.ok).map((result) => `${result.where}: ${result.detail}`)
  expect(failures).toEqual([])
})
