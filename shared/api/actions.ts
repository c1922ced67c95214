import { z } from 'zod/mini'
import { apiAction, apiRead } from './action.ts'
import { apiKeyResponseSchema } from './api-key.schema.ts'
import {
  authResultSchema,
  recoveryResultSchema,
  sessionAnswerSchema,
  signOutResultSchema,
  signUpResultSchema,
} from './auth-api.schema.ts'
import {
  acceptInviteSchema,
  newPasswordInputSchema,
  publicUserSchema,
  recoverySchema,
  signInSchema,
  verifySchema,
} from './auth.schema.ts'
import { billingCycleSchema, planNameSchema } from '#domain/plans/plan-rules.ts'
import { licenseResultSchema, licenseSubmissionSchema } from './license-request.schema.ts'
import { planStateResponseSchema } from './plan-state.schema.ts'
import { signUpSubmissionSchema } from './sign-up.schema.ts'
import { supportResultSchema, supportSubmissionSchema } from './support.schema.ts'

/**
 * Every action the browser asks of the server outside a page load, islands and app pages alike
 * (docs/decisions/047): each is one `/api/…` route, reached only through `callApi`/`readApi`.
 */
export const signInAction = apiAction({
  path: '/api/auth/sign-in/',
  input: signInSchema,
  answer: authResultSchema,
})

export const signUpAction = apiAction({
  path: '/api/auth/sign-up/',
  input: signUpSubmissionSchema,
  answer: signUpResultSchema,
})

export const recoveryAction = apiAction({
  path: '/api/auth/recovery/',
  input: recoverySchema,
  answer: recoveryResultSchema,
})

export const signOutAction = apiAction({
  path: '/api/auth/sign-out/',
  input: z.object({}),
  answer: signOutResultSchema,
})

export const supportAction = apiAction({
  path: '/api/support/',
  input: supportSubmissionSchema,
  answer: supportResultSchema,
})

export const licenseRequestAction = apiAction({
  path: '/api/license-request/',
  input: licenseSubmissionSchema,
  answer: licenseResultSchema,
})

export const sessionRead = apiRead({
  path: '/api/session/',
  answer: sessionAnswerSchema,
})

export const apiKeyRead = apiRead({
  path: '/api/api-key/',
  answer: apiKeyResponseSchema,
})

export const planStateRead = apiRead({
  path: '/api/plan-state/',
  answer: planStateResponseSchema,
})

export const verifyLinkAction = apiAction({
  path: '/api/auth/verify-link/',
  input: verifySchema,
  answer: authResultSchema,
})

export const acceptInviteAction = apiAction({
  path: '/api/auth/accept-invite/',
  input: acceptInviteSchema,
  answer: authResultSchema,
})

export const newPasswordAction = apiAction({
  path: '/api/auth/new-password/',
  input: newPasswordInputSchema,
  answer: authResultSchema,
})

/** A plan change's answer: the customer as they now are and what changed when, or why not. */
const planChangeAnswerSchema = z.union([
  z.object({ ok: z.literal(true), user: publicUserSchema, message: z.string() }),
  z.object({ ok: z.literal(false), message: z.string() }),
])

export const planChangeAction = apiAction({
  path: '/api/plan/change/',
  input: z.object({ plan: planNameSchema, cycle: billingCycleSchema }),
  answer: planChangeAnswerSchema,
})

export const cancelPlanChangeAction = apiAction({
  path: '/api/plan/cancel-change/',
  input: z.object({}),
  answer: planChangeAnswerSchema,
})
