import { type PlanName, planNames } from './plan-rules.ts'

const MB = 1024 * 1024

/** Uploads (docs/product.md#plans): included size (beyond it, file-size overage) and the maximum per plan. */
export const uploadLimits: Record<PlanName, { includedMb: number; maxMb: number }> = {
  Starter: { includedMb: 100, maxMb: 100 },
  Premium: { includedMb: 5, maxMb: 250 },
  Pro: { includedMb: 50, maxMb: 500 },
  Enterprise: { includedMb: 250, maxMb: 1024 },
}

/** The largest upload allowed: the account's override (MB) wins over the plan's maximum. */
export function maxUploadBytes(plan: PlanName, overrideMb: number | null): number {
  return (overrideMb ?? uploadLimits[plan].maxMb) * MB
}

export function tooLargeMessage(fileName: string, plan: PlanName, limitBytes: number): string {
  const limit =
    limitBytes >= 1024 * MB ? `${limitBytes / (1024 * MB)} GB` : `${Math.round(limitBytes / MB)} MB`
  return `${fileName} is larger than the ${limit} your ${plan} plan allows per file.`
}

function sizeText(mb: number): string {
  return mb >= 1024 ? `${mb / 1024} GB` : `${mb} MB`
}

/**
 * The lab's upload line: the visitor's own limit when their plan is known, else every plan's, so a
 * signed-out visitor is not promised the largest plan's limit.
 */
export function uploadLimitText(plan: PlanName | null, limitBytes: number): string {
  if (plan) return `Up to ${sizeText(Math.round(limitBytes / MB))} per file on your ${plan} plan.`
  const each = planNames.map((name) => `${sizeText(uploadLimits[name].maxMb)} on ${name}`)
  return `Up to ${each.slice(0, -1).join(', ')} or ${each.at(-1)} per file.`
}
