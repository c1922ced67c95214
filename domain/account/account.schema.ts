import { z } from 'zod/mini'
import { planNameSchema } from '../plans/plan-rules.ts'

/** The user store's account fields, assembled on the server from the three account reads. */
export const accountDataSchema = z.object({
  key: z.string(),
  plan: z.nullable(planNameSchema),
  customerId: z.string(),
  meteredSubscriptionId: z.nullable(z.string()),
  currentMonthUsage: z.number(),
  currentMonthEuUsage: z.number(),
  proToolsUsage: z.number(),
  maxUse: z.number(),
  billingCycle: z.string(),
  annualRenewalDate: z.nullable(z.string()),
  fileSizeOverage: z.number(),
  pendingPlan: z.nullable(planNameSchema),
  pendingBillingCycle: z.nullable(z.string()),
  licensedUsesSupplement: z.nullable(z.number()),
  filePersistenceOverride: z.nullable(z.number()),
  maxFileSizeOverride: z.nullable(z.number()),
  overageOverride: z.nullable(z.number()),
})
export type AccountData = z.infer<typeof accountDataSchema>
