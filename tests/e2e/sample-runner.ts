import { spawn } from 'node:child_process'
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { API_KEY_PLACEHOLDER, type SampleLanguage } from '#domain/pdf-api/code-samples.ts'
import { PDF_API_HOSTS } from '#domain/pdf-api/hosts.ts'

/**
 * Runs published code samples as a developer would: each saved under the name its first line (or
 * the page) gives, in a folder holding the input files it names, run with the language's own
 * command. Only the base URL and the key are swapped in.
 */
export type RunnableLanguage = Exclude<SampleLanguage, 'csharp'>

/** The file each sample is saved as and the command that runs it. C# is left out: no .NET SDK in Debian. */
export const runners: Record<RunnableLanguage, { file: string; command: string[] }> = {
  curl: { file: 'sample.sh', command: ['bash', 'sample.sh'] },
  python: { file: 'sample.py', command: [process.env.PYTHON ?? 'python3', 'sample.py'] },
  // "Node.js 20+, as an ES module (sample.mjs)", the sample's first line.
  nodejs: { file: 'sample.mjs', command: [process.execPath, 'sample.mjs'] },
  php: { file: 'sample.php', command: [process.env.PHP ?? 'php', 'sample.php'] },
  // "save as PdfRestSample.java and run `java PdfRestSample.java`", the sample's first line.
  java: { file: 'PdfRestSample.java', command: [process.env.JAVA ?? 'java', 'PdfRestSample.java'] },
}

export const isRunnable = (language: string): language is RunnableLanguage => Object.hasOwn(runners, language)

/** `replacements`: each `[from, to]` pair swapped in before the run (the base URL, the key). */
export type Sample = {
  where: string
  language: RunnableLanguage
  code: string
  replacements: [string, string][]
  /** The field a successful answer has: `inputId` for the tools, the file service's own otherwise. */
  answerKey?: string
}
export type SampleResult = Sample & { ok: boolean; detail: string }

/** A reference sample's swaps: the API host for the mock's, the placeholder for a demo key. */
export const referenceSwaps = (apiBase: string, apiKey: string): [string, string][] => [
  [PDF_API_HOSTS.global, apiBase],
  [API_KEY_PLACEHOLDER, apiKey],
]

/** The sample with each swap made; a sample that lacks what is to be swapped is refused. */
export function swapped(code: string, replacements: [string, string][]): string {
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`The sample does not name ${from}`)
    return text.replaceAll(from, to)
  }, code)
}

function execute(command: string[], cwd: string, timeoutMs: number) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const [program = '', ...args] = command
    // Tiered compilation's first tier only: a one-shot program starts about twice as fast.
    const env = { ...process.env, JDK_JAVA_OPTIONS: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC' }
    const child = spawn(program, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', (error) => resolve({ code: null, stdout, stderr: `${stderr}${error.message}` }))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Every successful answer has its key (a tool's names its input, `inputId`); an error answer does not. */
function verdict(
  code: number | null,
  stdout: string,
  stderr: string,
  answerKey: string,
): { ok: boolean; detail: string } {
  if (code !== 0) return { ok: false, detail: `exit ${code}: ${(stderr || stdout).trim().slice(0, 400)}` }
  try {
    const answer: unknown = JSON.parse(stdout)
    const ok = typeof answer === 'object' && answer !== null && answerKey in answer
    return { ok, detail: stdout.trim().slice(0, 400) }
  } catch {
    return { ok: false, detail: `not JSON: ${stdout.trim().slice(0, 400)}` }
  }
}

export type RunOptions = {
  /** The folder of input files every sample finds beside it. */
  inputs: { dir: string; names: string[] }
  timeoutMs?: number
  concurrency?: number
  /** A file each sample saves (the quickstart's download): it must then exist as a PDF and be named on stdout. */
  output?: string
}

/** A sample that downloads its result: it ran, said so, and left a PDF under that name. */
async function savedVerdict(
  dir: string,
  output: string,
  code: number | null,
  stdout: string,
  stderr: string,
): Promise<{ ok: boolean; detail: string }> {
  if (code !== 0) return { ok: false, detail: `exit ${code}: ${(stderr || stdout).trim().slice(0, 400)}` }
  const bytes = await readFile(join(dir, output)).catch(() => Buffer.alloc(0))
  const ok = bytes.subarray(0, 5).toString('latin1') === '%PDF-' && stdout.includes(`Saved ${output}`)
  return { ok, detail: `${stdout.trim().slice(0, 200)} (${bytes.length} bytes in ${output})` }
}

async function runOne(sample: Sample, options: RunOptions): Promise<SampleResult> {
  const dir = await mkdtemp(join(tmpdir(), `pdfrest-sample-${sample.language}-`))
  try {
    await Promise.all(
      options.inputs.names.map((name) => copyFile(join(options.inputs.dir, name), join(dir, name))),
    )
    const runner = runners[sample.language]
    await writeFile(join(dir, runner.file), swapped(sample.code, sample.replacements))
    const { code, stdout, stderr } = await execute(runner.command, dir, options.timeoutMs ?? 60_000)
    const result = options.output
      ? await savedVerdict(dir, options.output, code, stdout, stderr)
      : verdict(code, stdout, stderr, sample.answerKey ?? 'inputId')
    return { ...sample, ...result }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** Runs the samples, at most `concurrency` at once (the machine's cores by default). */
export async function runSamples(samples: Sample[], options: RunOptions): Promise<SampleResult[]> {
  const results: SampleResult[] = []
  const queue = [...samples]
  const worker = async () => {
    for (let sample = queue.shift(); sample; sample = queue.shift())
      results.push(await runOne(sample, options))
  }
  const concurrency = options.concurrency ?? availableParallelism()
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker))
  return results
}

/** `language: passed/total` for each language, in the order given. */
export function tally(results: SampleResult[]): Record<string, string> {
  const counts = new Map<string, { passed: number; total: number }>()
  for (const result of results) {
    const count = counts.get(result.language) ?? { passed: 0, total: 0 }
    count.total += 1
    if (result.ok) count.passed += 1
    counts.set(result.language, count)
  }
  return Object.fromEntries(
    [...counts].map(([language, { passed, total }]) => [language, `${passed}/${total}`]),
  )
}
