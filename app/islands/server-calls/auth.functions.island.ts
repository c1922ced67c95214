import type { z } from 'zod/mini'
import type { recoverySchema, SignInForm } from '#shared/api/auth.schema.ts'
import type { SignUpForm } from '#shared/api/sign-up.schema.ts'
import {
  authResultSchema,
  recoveryResultSchema,
  sessionAnswerSchema,
  signOutResultSchema,
  signUpResultSchema,
} from '#shared/api/auth-api.schema.ts'
import { apiCall } from './api-call.ts'

/**
 * What `#server/identity/auth.functions.ts` is in the islands' build (vite.islands.config.ts): the
 * same names and call shapes, answered by the JSON routes under /api/auth/ that run the same flows.
 * The auth components are shared with the app unchanged.
 */
export const getSessionUser = async () => (await apiCall('/api/session/', sessionAnswerSchema)).user

export const signIn = ({ data }: { data: SignInForm }) =>
  apiCall('/api/auth/sign-in/', authResultSchema, data)

export const signUp = ({ data }: { data: { form: SignUpForm; botToken: string } }) =>
  apiCall('/api/auth/sign-up/', signUpResultSchema, data)

export const requestPasswordRecovery = ({ data }: { data: z.infer<typeof recoverySchema> }) =>
  apiCall('/api/auth/recovery/', recoveryResultSchema, data)

export const signOut = () => apiCall('/api/auth/sign-out/', signOutResultSchema, {})
