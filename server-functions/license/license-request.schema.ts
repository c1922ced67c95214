import { z } from 'zod/mini'

export const licenseProducts = ['PDF toolkit', 'PDF forms', 'PDF to office'] as const

/** The container licence key request form; the same rules on the client and the server. */
export const licenseRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(120, 'Name is too long')),
  email: z.string().check(z.trim(), z.email('Invalid email address')),
  company: z
    .string()
    .check(z.trim(), z.minLength(1, 'Company is required'), z.maxLength(160, 'Company is too long')),
  product: z.enum(licenseProducts, 'Choose a product'),
  intendedUse: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, 'Tell us a little more (10 characters at least)'),
      z.maxLength(2000, 'Please keep it under 2000 characters'),
    ),
})
export type LicenseRequest = z.infer<typeof licenseRequestSchema>

export const licenseSubmissionSchema = z.object({
  request: licenseRequestSchema,
  botToken: z.string().check(z.minLength(1), z.maxLength(4096)),
})

export type LicenseResult =
  { ok: true } | { ok: false; reason: 'bot-check' | 'unavailable' | 'throttled'; message: string }

export const LICENSE_MESSAGES = {
  botCheck: 'ReCAPTCHA error. Please try again or reload the page.',
  unavailable:
    'We could not send your request just now. Nothing you typed is lost: please try again in a moment.',
} as const
