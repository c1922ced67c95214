import { planCatalogue, proToolsLine } from '#domain/plans/plan-catalogue.ts'
import { uploadLimits } from '#domain/plans/plan-limits.ts'
import { planNames } from '#domain/plans/plan-rules.ts'

const size = (mb: number) => (mb >= 1024 ? `${mb / 1024} GB` : `${mb} MB`)
const retention = (plan: (typeof planNames)[number]) =>
  planCatalogue[plan].features.find((feature) => feature.description === 'file retention')?.value ?? '—'

export const limitColumns = [
  'Calls per month',
  'Over the included calls',
  'File size included',
  'Largest file',
  'File retention',
  'Pro tools',
] as const

/**
 * Each plan's limits from the plan catalogue, one text per column of `limitColumns`: the reference
 * overview's table, the limits guide's, and their Markdown.
 */
export function limitRows(): { plan: (typeof planNames)[number]; cells: string[] }[] {
  return planNames.map((plan) => ({
    plan,
    cells: [
      planCatalogue[plan].callsPerMonth.toLocaleString('en-US'),
      planCatalogue[plan].overageRate
        ? `$${planCatalogue[plan].overageRate.toFixed(2)} per call`
        : 'Calls stop',
      size(uploadLimits[plan].includedMb),
      size(uploadLimits[plan].maxMb),
      retention(plan),
      proToolsLine(plan) ?? 'No',
    ],
  }))
}
