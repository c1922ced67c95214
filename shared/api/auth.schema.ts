import { z } from 'zod/mini'
import type { PublicUser } from './public-user.schema.ts'

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Invalid email address',
  nameRequired: 'Name is required',
  passwordLength: 'Must be at least 8 characters',
  passwordLower: 'Must include at least one lowercase character',
  passwordUpper: 'Must include at least one uppercase character',
  passwordNumber: 'Must include at least one number',
  passwordSpecial: 'Must include at least one special character',
  acceptTos: 'Please accept the Terms of Service',
  captcha: 'ReCAPTCHA error. Please try again or reload the page.',
  missingUserId: 'No user key provided, make sure user has valid account before fetching user data.',
  unavailable: 'The sign-in service is not answering. Please try again in a moment.',
  // The product's own text, one of the identity service's two refusals: true for an unknown email as well
  // (no password is valid for it), so it tells nobody who has an account (docs/decisions/061).
  signInRefused: 'password invalid',
  recoverySent:
    'If an account exists for that email, a recovery link is on its way. It can be requested once every 15 minutes.',
  recoveryThrottled:
    'A recovery email for that address was requested in the last 15 minutes. Please check your inbox or try again later.',
  linkInvalid: 'This link is invalid or has already been used. Please request a new one.',
  sessionExpired: 'Your session has ended. Please sign in again.',
  protectionUnavailable:
    'Sign-in, sign-up and password recovery are briefly unavailable while a service recovers. Please try again in a minute.',
} as const

/** "{message}. If this issue persists, contact us for support." (docs/product.md#validation). */
export function fetchErrorMessage(message: string): string {
  return `${message.replace(/\.$/, '')}. If this issue persists, contact us for support.`
}

export function throttledMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

const requiredEmail = z
  .string()
  .check(z.trim(), z.minLength(1, AUTH_MESSAGES.emailRequired), z.maxLength(254, AUTH_MESSAGES.invalidEmail))

/**
 * The password rules (docs/product.md#validation), each with its message: the schema checks them and
 * the new-password fields list them before anything is submitted.
 */
export const passwordRules = [
  { pattern: /^[\s\S]{8,}$/, message: AUTH_MESSAGES.passwordLength },
  { pattern: /[a-z]/, message: AUTH_MESSAGES.passwordLower },
  { pattern: /[A-Z]/, message: AUTH_MESSAGES.passwordUpper },
  { pattern: /[0-9]/, message: AUTH_MESSAGES.passwordNumber },
  { pattern: /[^a-zA-Z0-9]/, message: AUTH_MESSAGES.passwordSpecial },
] as const

/** The password rules, shared by sign-up, reset and invite acceptance. */
export const newPasswordSchema = z
  .string()
  .check(
    z.maxLength(128, 'Must be at most 128 characters'),
    ...passwordRules.map((rule) => z.regex(rule.pattern, rule.message)),
  )

export const signInSchema = z.object({
  email: requiredEmail,
  password: z.string().check(z.minLength(1, AUTH_MESSAGES.passwordRequired), z.maxLength(1024)),
})
export type SignInForm = z.infer<typeof signInSchema>

export const recoverySchema = z.object({
  email: requiredEmail.check(z.email(AUTH_MESSAGES.invalidEmail)),
})

export const verifySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  type: z.enum(['recovery', 'signup']),
})
export const acceptInviteSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  password: newPasswordSchema,
})
export const newPasswordInputSchema = z.object({ password: newPasswordSchema })

export type AuthFailure = {
  ok: false
  message: string
  reason?: 'bot-check' | 'throttled' | 'identity' | 'account'
}
export type AuthResult = { ok: true; user: PublicUser } | AuthFailure
export type SignUpResult =
  { ok: true; user: PublicUser } | { ok: true; needsConfirmation: true; email: string } | AuthFailure
export type RecoveryResult = { ok: true; message: string } | AuthFailure
