import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { z } from 'zod'

/**
 * Lighthouse in Debian chromium (headless, no background networking: the machine's network is
 * closed), mobile or desktop, one run at a time, for the bench report (scripts/bench-lighthouse.ts).
 * Scores are 0..1; TBT in ms; JS in KB as transferred (the scripts' compressed bytes on the wire).
 */
export type LighthouseRow = {
  path: string
  formFactor: 'mobile' | 'desktop'
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  cls: number
  tbt: number
  lcp: number
  jsKb: number
  failing: string[]
}

/** The part of Lighthouse's `network-requests` details the JS figure reads. */
const networkRequests = z.object({
  items: z.array(z.object({ resourceType: z.string().optional(), transferSize: z.number().optional() })),
})

/** KB of scripts transferred during the run (what Lighthouse's network log saw). */
export function scriptKb(details: unknown): number {
  const parsed = networkRequests.safeParse(details)
  if (!parsed.success) return -1
  const bytes = parsed.data.items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return bytes / 1024
}

const score = (value: number | null | undefined) => value ?? 0

/**
 * One Lighthouse run; a run that fails as a whole (a protocol timeout, no paint seen on a loaded
 * machine) is tried again, up to twice, and reported as failed if it keeps failing.
 */
async function audit(
  url: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  extraHeaders: Record<string, string> | undefined,
  attempt = 1,
) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', extraHeaders },
    formFactor === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`lighthouse gave no result for ${url}`)
  if (result.lhr.runtimeError && attempt < 3) {
    console.warn(`[lighthouse] ${formFactor} ${url}: ${result.lhr.runtimeError.code}, running it again`)
    return audit(url, port, formFactor, extraHeaders, attempt + 1)
  }
  return result.lhr
}

/**
 * One page's row, in a chromium already running on `port`; `extraHeaders` go with every request
 * (a signed-in visitor's `Cookie`).
 */
export async function auditRow(
  url: string,
  path: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
  extraHeaders?: Record<string, string>,
): Promise<LighthouseRow> {
  return rowOf(await audit(url, port, formFactor, extraHeaders), path, formFactor)
}

function rowOf(
  lhr: Awaited<ReturnType<typeof audit>>,
  path: string,
  formFactor: 'mobile' | 'desktop',
): LighthouseRow {
  const { categories, audits } = lhr
  // Every scored audit below 1 in the four categories, so a report says what to fix.
  const failing = Object.values(categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit?.id} (${score(audit?.score).toFixed(2)})`),
  )
  return {
    path,
    formFactor,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    cls: audits['cumulative-layout-shift']?.numericValue ?? -1,
    tbt: audits['total-blocking-time']?.numericValue ?? -1,
    lcp: audits['largest-contentful-paint']?.numericValue ?? -1,
    jsKb: scriptKb(audits['network-requests']?.details),
    failing: lhr.runtimeError ? [`run failed: ${lhr.runtimeError.code}`] : [...new Set(failing)],
  }
}
