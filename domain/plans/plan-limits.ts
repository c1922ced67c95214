import type { PlanName } from './plan-rules.ts'

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
