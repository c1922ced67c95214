import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

/**
 * Lighthouse in Debian chromium (headless, no background networking: the machine's network is
 * closed), mobile or desktop, one run at a time, for the bench report (scripts/bench-lighthouse.ts).
 * Scores are 0..1; TBT in ms.
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
  failing: string[]
}

const score = (value: number | null | undefined) => value ?? 0

/**
 * One Lighthouse run; a run that fails as a whole (a protocol timeout, no paint seen on a loaded
 * machine) is tried again, up to twice, and reported as failed if it keeps failing.
 */
async function audit(url: string, port: number, formFactor: 'mobile' | 'desktop', attempt = 1) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    formFactor === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`lighthouse gave no result for ${url}`)
  if (result.lhr.runtimeError && attempt < 3) {
    console.warn(`[lighthouse] ${formFactor} ${url}: ${result.lhr.runtimeError.code}, running it again`)
    return audit(url, port, formFactor, attempt + 1)
  }
  return result.lhr
}

/** One page's row, in a chromium already running on `port`. */
export async function auditRow(
  url: string,
  path: string,
  port: number,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseRow> {
  return rowOf(await audit(url, port, formFactor), path, formFactor)
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
    failing: lhr.runtimeError ? [`run failed: ${lhr.runtimeError.code}`] : [...new Set(failing)],
  }
}
