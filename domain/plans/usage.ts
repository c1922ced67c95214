import type { AccountData } from '../account/account.schema.ts'
import { planCatalogue } from './plan-catalogue.ts'

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
  }
}

export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`
}
