import type { PlanName } from './plan-rules.ts'

/** A plan entry (docs/product.md#plans). Annual prices come from the CMS pricing cards. */
export type PlanEntry = {
  name: PlanName
  price: number
  callsPerMonth: number
  /** Dollars per call over the included calls; Starter has no overage (calls stop at the limit). */
  overageRate: number
  features: { value: string; description: string }[]
}

/** The Pro tools line of each plan. */
export function proToolsLine(plan: PlanName): string | null {
  if (plan === 'Premium') return 'Pro Tools Access Available'
  if (plan === 'Pro' || plan === 'Enterprise') return 'Access to Pro Tools'
  return null
}

export const planCatalogue: Record<PlanName, PlanEntry> = {
  Starter: {
    name: 'Starter',
    price: 0,
    callsPerMonth: 300,
    overageRate: 0,
    features: [
      { value: '300', description: 'API calls per month' },
      { value: '2 min', description: 'file retention' },
      { value: '100 MB', description: 'maximum upload' },
      { value: 'Watermarked', description: 'output' },
    ],
  },
  Premium: {
    name: 'Premium',
    price: 9.99,
    callsPerMonth: 1000,
    overageRate: 0.1,
    features: [
      { value: '1,000', description: 'API calls per month, then $0.10 per call' },
      { value: '30 min', description: 'file retention' },
      { value: '5 MB included', description: 'per upload, 250 MB maximum' },
      { value: 'No watermark', description: 'on output' },
    ],
  },
  Pro: {
    name: 'Pro',
    price: 99.99,
    callsPerMonth: 5000,
    overageRate: 0.05,
    features: [
      { value: '5,000', description: 'API calls per month, then $0.05 per call' },
      { value: '30 min', description: 'file retention' },
      { value: '50 MB included', description: 'per upload, 500 MB maximum' },
      { value: 'No watermark', description: 'on output' },
    ],
  },
  Enterprise: {
    name: 'Enterprise',
    price: 349.99,
    callsPerMonth: 14000,
    overageRate: 0.03,
    features: [
      { value: '14,000', description: 'API calls per month, then $0.03 per call' },
      { value: 'Customizable', description: 'file retention' },
      { value: '250 MB included', description: 'per upload, 1 GB maximum' },
      { value: 'Custom configuration', description: 'for your workloads' },
    ],
  },
}
