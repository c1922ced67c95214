import type { AccountData } from '../account/account.schema.ts'
import { planCatalogue } from './plan-catalogue.ts'
import { uploadLimits } from './plan-limits.ts'

export type UsageSummary = {
  used: number
  included: number
  /** 0 to 100, for the meter. */
  percent: number
  euCalls: number
  proToolsCalls: number
  overageCalls: number
  overageRate: number
  /** Dollars, rounded to cents. */
  overageCost: number
  fileSizeOverageMb: number
  /** MB included per file before an upload counts as file-size overage; null without a plan. */
  includedUploadMb: number | null
}

/** This month's usage against the plan: included calls, overage calls and their cost. */
export function usageSummary(account: AccountData): UsageSummary {
  const plan = account.plan ? planCatalogue[account.plan] : null
  const included = account.maxUse
  const used = account.currentMonthUsage
  const overageRate = account.overageOverride ?? plan?.overageRate ?? 0
  const overageCalls = Math.max(0, used - included)
  return {
    used,
    included,
    percent: included > 0 ? Math.min(100, Math.round((used / included) * 100)) : 0,
    euCalls: account.currentMonthEuUsage,
    proToolsCalls: account.proToolsUsage,
    overageCalls,
    overageRate,
    overageCost: Math.round(overageCalls * overageRate * 100) / 100,
    fileSizeOverageMb: account.fileSizeOverage,
    includedUploadMb: account.plan ? uploadLimits[account.plan].includedMb : null,
  }
}

export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`
}

/** The overage line: what it cost this month, or what a call over the plan would cost (docs/product.md#plans). */
export function overageText(usage: UsageSummary, formatCount: (n: number) => string): string {
  if (usage.overageCalls > 0)
    return `${formatCount(usage.overageCalls)} calls × ${formatDollars(usage.overageRate)} = ${formatDollars(usage.overageCost)}`
  if (usage.overageRate > 0)
    return `None: ${formatDollars(usage.overageRate)} per call over ${formatCount(usage.included)}`
  return 'None: calls stop at the monthly limit'
}

/** The file-size overage line, with the included size it is measured against. */
export function fileSizeOverageText(usage: UsageSummary, formatCount: (n: number) => string): string {
  const included =
    usage.includedUploadMb === null
      ? ''
      : ` over the ${formatCount(usage.includedUploadMb)} MB included per file`
  return usage.fileSizeOverageMb > 0
    ? `${formatCount(usage.fileSizeOverageMb)} MB${included}`
    : `None${included}`
}
