import { randomUUID } from 'node:crypto'
import { type BillingCycle, type PlanName } from '#domain/plans/plan-rules.ts'
import { defineSlice } from './state.ts'
import { mockScale, scaleUserCount } from './fixtures/scale.ts'

export const DEMO_PASSWORD = 'Demo-pass-1!'

/** The plans (docs/product.md#plans). */
export const plans = {
  Starter: { name: 'Starter', price: 0, callsPerMonth: 300, overageRate: 0 },
  Premium: { name: 'Premium', price: 9.99, callsPerMonth: 1000, overageRate: 0.1 },
  Pro: { name: 'Pro', price: 99.99, callsPerMonth: 5000, overageRate: 0.05 },
  Enterprise: { name: 'Enterprise', price: 349.99, callsPerMonth: 14000, overageRate: 0.03 },
} as const satisfies Record<
  PlanName,
  { name: PlanName; price: number; callsPerMonth: number; overageRate: number }
>

export type MockAccount = {
  apiKey: string
  plan: PlanName
  billingCycle: BillingCycle
  annualRenewalDate: string | null
  pendingPlan: PlanName | null
  pendingBillingCycle: BillingCycle | null
  stripeId: string
  subscriptionId: string | null
  totalCalls: number
  euCalls: number
  proToolsCalls: number
  fileSizeOverageMb: number
  licensedUsesSupplement: number | null
  filePersistenceOverride: number | null
  maxFileSizeOverride: number | null
  overageOverride: number | null
  crmRecordCreated: boolean
  /** Documented failure input: the account service answers 500 for this user. */
  accountServiceFails: boolean
  /** Documented failure input: plan calls answer 500 for this user. */
  planCallsFail: boolean
}

export type MockUser = {
  id: string
  email: string
  password: string
  fullName: string
  roles: string[]
  /** app_metadata.provider: `email`, or the external provider that created the user. */
  provider: string
  userMetadata: Record<string, unknown>
  confirmedAt: string | null
  createdAt: string
  updatedAt: string
  account: MockAccount
}

type DemoSpec = {
  id: string
  email: string
  fullName: string
  plan: PlanName
  cycle: BillingCycle
  totalCalls: number
  roles?: string[]
  pendingPlan?: PlanName
  overrides?: Partial<MockAccount>
}

const demoSpecs: DemoSpec[] = [
  {
    id: '0b0d7f0e-1a2b-4c3d-8e4f-000000000001',
    email: 'starter@example.com',
    fullName: 'Sam Starter',
    plan: 'Starter',
    cycle: 'Monthly',
    totalCalls: 212,
  },
  {
    id: '0b0d7f0e-1a2b-4c3d-8e4f-000000000002',
    email: 'premium@example.com',
    fullName: 'Priya Premium',
    plan: 'Premium',
    cycle: 'Monthly',
    totalCalls: 1064,
  },
  {
    id: '0b0d7f0e-1a2b-4c3d-8e4f-000000000003',
    email: 'pro@example.com',
    fullName: 'Paolo Pro',
    plan: 'Pro',
    cycle: 'Annual',
    totalCalls: 3120,
    overrides: { maxFileSizeOverride: 750 },
  },
  {
    id: '0b0d7f0e-1a2b-4c3d-8e4f-000000000004',
    email: 'enterprise@example.com',
    fullName: 'Erin Enterprise',
    plan: 'Enterprise',
    cycle: 'Annual',
    totalCalls: 15210,
    overrides: { licensedUsesSupplement: 2000, filePersistenceOverride: 1440, overageOverride: 0.02 },
  },
  {
    id: '0b0d7f0e-1a2b-4c3d-8e4f-000000000005',
    email: 'pending@example.com',
    fullName: 'Pat Pending',
    plan: 'Pro',
    cycle: 'Monthly',
    totalCalls: 1890,
    pendingPlan: 'Premium',
  },
  {
    id: '0b0d7f0e-1a2b-4c3d-8e4f-000000000006',
    email: 'admin@example.com',
    fullName: 'Ada Admin',
    plan: 'Pro',
    cycle: 'Monthly',
    totalCalls: 40,
    roles: ['admin'],
  },
  {
    id: '0b0d7f0e-1a2b-4c3d-8e4f-000000000007',
    email: 'broken-account@example.com',
    fullName: 'Bea Broken',
    plan: 'Premium',
    cycle: 'Monthly',
    totalCalls: 10,
    overrides: { accountServiceFails: true },
  },
  {
    id: '0b0d7f0e-1a2b-4c3d-8e4f-000000000009',
    email: 'short-token@example.com',
    fullName: 'Shay Short',
    plan: 'Starter',
    cycle: 'Monthly',
    totalCalls: 5,
  },
  {
    id: '0b0d7f0e-1a2b-4c3d-8e4f-000000000008',
    email: 'plan-fail@example.com',
    fullName: 'Phil Planfail',
    plan: 'Premium',
    cycle: 'Monthly',
    totalCalls: 320,
    overrides: { planCallsFail: true },
  },
]

const SEED_DATE = '2026-01-15T09:30:00.000Z'
export const ANNUAL_RENEWAL_DATE = '2027-03-01'

/** The renewal date of an annual term that starts on `start`: the same day a year later (Feb 29 → Mar 1). */
export function annualRenewalFrom(start: Date): string {
  const renewal = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate()))
  return renewal.toISOString().slice(0, 10)
}

/** A fresh account; `crmRecordCreated` stays false until the site posts the CRM record. */
export function newAccount(plan: PlanName, cycle: BillingCycle, seed: string): MockAccount {
  return {
    apiKey: `${seed.slice(0, 8)}-${randomUUID().slice(9)}`,
    plan,
    billingCycle: cycle,
    annualRenewalDate: cycle === 'Annual' ? ANNUAL_RENEWAL_DATE : null,
    pendingPlan: null,
    pendingBillingCycle: null,
    stripeId: `cus_${seed.replace(/-/g, '').slice(-14)}`,
    subscriptionId: plan === 'Starter' ? null : `sub_${seed.replace(/-/g, '').slice(-14)}`,
    totalCalls: 0,
    euCalls: 0,
    proToolsCalls: 0,
    fileSizeOverageMb: 0,
    licensedUsesSupplement: null,
    filePersistenceOverride: null,
    maxFileSizeOverride: null,
    overageOverride: null,
    crmRecordCreated: false,
    accountServiceFails: false,
    planCallsFail: false,
  }
}

function demoUser(spec: DemoSpec): MockUser {
  const account = {
    ...newAccount(spec.plan, spec.cycle, spec.id),
    // Stable keys for the seed so a developer can paste them.
    apiKey: `demo-${spec.email.split('@')[0]}-${spec.id.slice(-4)}-key`,
    totalCalls: spec.totalCalls,
    euCalls: Math.round(spec.totalCalls * 0.12),
    proToolsCalls: spec.plan === 'Starter' ? 0 : Math.round(spec.totalCalls * 0.2),
    fileSizeOverageMb: spec.plan === 'Premium' ? 14 : 0,
    pendingPlan: spec.pendingPlan ?? null,
    crmRecordCreated: true,
    ...spec.overrides,
  }
  return {
    id: spec.id,
    email: spec.email,
    password: DEMO_PASSWORD,
    fullName: spec.fullName,
    roles: spec.roles ?? [],
    provider: 'email',
    userMetadata: { full_name: spec.fullName },
    confirmedAt: SEED_DATE,
    createdAt: SEED_DATE,
    updatedAt: SEED_DATE,
    account,
  }
}

/** The seed's demo users, then the scale fixture's generated ones (MOCK_SCALE, docs/decisions/064). */
function seededSpecs(): DemoSpec[] {
  const generated = Array.from({ length: scaleUserCount(mockScale()) }, (_, at): DemoSpec => ({
    id: `5ca1e000-0000-4000-8000-${at.toString(16).padStart(12, '0')}`,
    email: `user${at}@scale.example.com`,
    fullName: `Scale User ${at}`,
    plan: 'Starter',
    cycle: 'Monthly',
    totalCalls: at % 300,
  }))
  return [...demoSpecs, ...generated]
}

export const users = defineSlice(
  'users',
  () => new Map(seededSpecs().map((spec) => [spec.id, demoUser(spec)])),
)

export function findUserByEmail(email: string): MockUser | undefined {
  const wanted = email.trim().toLowerCase()
  for (const user of users().values()) if (user.email === wanted) return user
  return undefined
}

export function findUserByApiKey(apiKey: string): MockUser | undefined {
  for (const user of users().values()) if (user.account.apiKey === apiKey) return user
  return undefined
}

export function demoUsers(): { email: string; plan: PlanName; cycle: BillingCycle }[] {
  return demoSpecs.map((spec) => ({ email: spec.email, plan: spec.plan, cycle: spec.cycle }))
}
